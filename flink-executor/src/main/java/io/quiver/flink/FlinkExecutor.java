package io.quiver.flink;

import io.quiver.engine.types.SqlType;
import io.quiver.table.api.TableException;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.table.delegation.Executor;
import io.quiver.table.delegation.SessionSnapshot;
import io.quiver.types.Row;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs a session's queries and INSERTs on the Flink cluster its configuration names, through
 * Flink's own client ({@code execution.target}, {@code rest.address}, {@code rest.port}, ...):
 * each statement in a fresh Flink {@code TableEnvironment} where the session's catalog objects
 * are defined first ({@link SessionTranslation}), so the cluster sees what the session sees now.
 */
final class FlinkExecutor implements Executor {
  private final Map<String, String> configuration;

  FlinkExecutor(Map<String, String> configuration) {
    this.configuration = Map.copyOf(configuration);
  }

  @Override
  public List<Row> query(String statement, ResolvedSchema schema, SessionSnapshot session) {
    List<Object[]> rows = run(statement, session, true);
    List<SqlType> types = schema.logicalTypes();
    List<Row> result = new ArrayList<>(rows.size());
    for (Object[] fields : rows) {
      if (fields.length != types.size()) {
        throw new TableException("The Flink cluster returned rows of " + fields.length + " columns for a query of "
            + types.size(), null, "XX000", 0, 0);
      }
      Object[] values = new Object[fields.length];
      for (int i = 0; i < fields.length; i++) {
        values[i] = toQuiver(fields[i], types.get(i));
      }
      result.add(Row.of(values));
    }
    return result;
  }

  @Override
  public void insert(String statement, SessionSnapshot session) {
    run(statement, session, false);
  }

  private List<Object[]> run(String statement, SessionSnapshot session, boolean query) {
    SessionTranslation translation = SessionTranslation.of(session, statement);
    List<String> skipped = new ArrayList<>();
    try {
      return FlinkRuntime.bridge().run(translation.configuration, translation.userJars, translation.steps, statement,
          query, skipped);
    } catch (Exception e) {
      RuntimeException translated = FlinkErrors.translate(e, translation.configuration, session.functions().stream()
          .map(f -> f.functionClass().getName()).collect(java.util.stream.Collectors.toSet()));
      if (!skipped.isEmpty()) {
        translated.addSuppressed(new TableException("Views Flink could not define: " + String.join("; ", skipped)));
      }
      throw translated;
    }
  }

  /**
   * A value as Flink returned it, as the Java value Quiver's engine gives the column's type (the
   * type Quiver derived for the query): numbers of the column's class, decimals at its scale.
   */
  static Object toQuiver(Object value, SqlType type) {
    if (!(value instanceof Number n)) {
      return value;
    }
    return switch (type.id()) {
      case TINYINT -> n.byteValue();
      case SMALLINT -> n.shortValue();
      case INTEGER -> n.intValue();
      case BIGINT -> n.longValue();
      case REAL -> n.floatValue();
      case DOUBLE -> n.doubleValue();
      case DECIMAL -> (n instanceof BigDecimal d ? d : new BigDecimal(n.toString())).setScale(type.scale(),
          RoundingMode.HALF_UP);
      default -> value;
    };
  }
}

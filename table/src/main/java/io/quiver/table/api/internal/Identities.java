package io.quiver.table.api.internal;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.types.Column;
import io.quiver.table.api.ValidationException;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ColumnIdentity;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlInsert;
import org.apache.calcite.sql.SqlNode;

/**
 * Identity columns on INSERT. The planner fills a column the INSERT leaves out with NULL; here
 * each NULL becomes the next value of the column's sequence, and an explicit value (allowed for
 * BY DEFAULT only) moves the sequence past it so that it is never generated again.
 */
final class Identities {
  private Identities() {}

  /**
   * For {@code DEFAULT nextval('s')} on an integer column: a BY DEFAULT identity drawing from the
   * sequence {@code s} (PostgreSQL's serial columns, as pg_dump writes them in CREATE TABLE and
   * ALTER TABLE ... SET DEFAULT); null for any other default.
   */
  static ColumnIdentity sequenceDefault(TableEnvironmentImpl env, SqlNode value,
      io.quiver.table.catalog.Column column) {
    if (!(value instanceof org.apache.calcite.sql.SqlCall call) || !"nextval".equals(PostgresFunctions.name(call))) {
      return null;
    }
    PostgresFunctions.arity(call, 1, 1);
    org.apache.calcite.sql.SqlIdentifier name = PostgresFunctions.sequenceName(call.operand(0));
    io.quiver.table.catalog.ObjectIdentifier sequenceId = env.catalogManager().qualifyIdentifier(name.names);
    io.quiver.engine.store.Sequence sequence = env.database().sequences().get(sequenceId)
        .orElseThrow(() -> DdlExecutor.error("Sequence " + sequenceId.asSummaryString() + " does not exist.", "42P01",
            name));
    if (!isInteger(column.getDataType().sqlType().id())) {
      throw DdlExecutor.error("Column '" + column.getName() + "' numbered by nextval must have an integer type.",
          "42804", value);
    }
    return new ColumnIdentity(false, 1, 1, sequence);
  }

  private static boolean isInteger(io.quiver.engine.types.TypeId t) {
    return t == io.quiver.engine.types.TypeId.TINYINT || t == io.quiver.engine.types.TypeId.SMALLINT
        || t == io.quiver.engine.types.TypeId.INTEGER || t == io.quiver.engine.types.TypeId.BIGINT;
  }

  /** GENERATED ALWAYS columns take no explicit value (SQLSTATE 428C9, as in DB2 and PostgreSQL). */
  static void rejectExplicitAlways(CatalogTable table, SqlInsert insert) {
    List<String> names = table.getResolvedSchema().getColumnNames();
    List<String> targets = new ArrayList<>();
    if (insert.getTargetColumnList() == null) {
      targets.addAll(names);
    } else {
      for (SqlNode node : insert.getTargetColumnList()) {
        targets.add(((SqlIdentifier) node).getSimple());
      }
    }
    for (int i = 0; i < names.size(); i++) {
      ColumnIdentity identity = table.getIdentity(i);
      if (identity != null && identity.always() && targets.contains(names.get(i))) {
        throw new ValidationException("Cannot insert a value into column \"" + names.get(i)
            + "\": it is GENERATED ALWAYS AS IDENTITY.", null, "428C9",
            insert.getParserPosition().getLineNum(), insert.getParserPosition().getColumnNum());
      }
    }
  }

  /** Numbers the identity columns of the batches in place; returns the keys of every row. */
  static GeneratedKeys fill(CatalogTable table, List<VectorSchemaRoot> batches) {
    List<Column> columns = table.storage().columns();
    List<Integer> identityColumns = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      if (table.getIdentity(i) != null) {
        identityColumns.add(i);
      }
    }
    if (identityColumns.isEmpty()) {
      return GeneratedKeys.NONE;
    }
    List<Object[]> rows = new ArrayList<>();
    for (VectorSchemaRoot batch : batches) {
      for (int row = 0; row < batch.getRowCount(); row++) {
        Object[] key = new Object[identityColumns.size()];
        for (int k = 0; k < key.length; k++) {
          int column = identityColumns.get(k);
          FieldVector vector = batch.getVector(column);
          ColumnIdentity identity = table.getIdentity(column);
          Object value = Vectors.get(vector, row);
          if (value == null) {
            value = narrow(identity.sequence().nextValue(), vector);
            Vectors.set(vector, row, value);
          } else {
            identity.sequence().advancePast(((Number) value).longValue());
          }
          key[k] = value;
        }
        rows.add(key);
      }
      for (int column : identityColumns) {
        batch.getVector(column).setValueCount(batch.getRowCount());
      }
    }
    return new GeneratedKeys(identityColumns.stream().map(columns::get).toList(), rows);
  }

  /**
   * The keys a statement asked for by column ({@code request}), read from the batches as they will
   * be written (identity values filled in, defaults applied); {@code identities} when there is no
   * request or it names no column of the table.
   */
  static GeneratedKeys requested(CatalogTable table, List<VectorSchemaRoot> batches, GeneratedKeys identities,
      GeneratedKeys.Request request) {
    if (request == null) {
      return identities;
    }
    List<Column> columns = table.storage().columns();
    List<Integer> chosen = new ArrayList<>();
    for (String name : request.names()) {
      int found = -1;
      for (int i = 0; i < columns.size() && found < 0; i++) {
        if (columns.get(i).name().equals(name)) {
          found = i;
        }
      }
      for (int i = 0; i < columns.size() && found < 0; i++) {
        if (columns.get(i).name().equalsIgnoreCase(name)) {
          found = i;
        }
      }
      if (found >= 0) {
        chosen.add(found);
      }
    }
    for (int position : request.positions()) {
      if (position >= 1 && position <= columns.size()) {
        chosen.add(position - 1);
      }
    }
    if (chosen.isEmpty()) {
      return identities;
    }
    List<Object[]> rows = new ArrayList<>();
    for (VectorSchemaRoot batch : batches) {
      for (int row = 0; row < batch.getRowCount(); row++) {
        Object[] key = new Object[chosen.size()];
        for (int k = 0; k < key.length; k++) {
          key[k] = Vectors.get(batch.getVector(chosen.get(k)), row);
        }
        rows.add(key);
      }
    }
    return new GeneratedKeys(chosen.stream().map(columns::get).toList(), rows);
  }

  private static Object narrow(long value, FieldVector vector) {
    if (vector instanceof org.apache.arrow.vector.BigIntVector) {
      return value;
    }
    if (vector instanceof org.apache.arrow.vector.DecimalVector) {
      return java.math.BigDecimal.valueOf(value);
    }
    return Math.toIntExact(value);
  }
}

package io.quiver.table.planner;

import java.util.List;
import org.apache.calcite.config.CalciteConnectionConfig;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.prepare.CalciteCatalogReader;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.sql.validate.SqlNameMatchers;

/**
 * Resolves names as Flink does: {@code t} in the current database, {@code db.t} in the current
 * catalog, {@code cat.db.t} from the root. Calcite's own reader looks only in the default schema
 * and at the root, so {@code db.t} would not be found. Names match case-sensitively unless
 * {@code config} says otherwise (the standard dialect).
 */
final class SessionCatalogReader extends CalciteCatalogReader {
  SessionCatalogReader(CalciteSchema root, List<String> currentDatabase, RelDataTypeFactory typeFactory,
      CalciteConnectionConfig config) {
    super(root, SqlNameMatchers.withCaseSensitive(config.caseSensitive()),
        List.of(currentDatabase, currentDatabase.subList(0, 1), List.of()), typeFactory, config);
  }
}

package io.quiver.jdbc;

import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.table.session.SessionStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.Meta;

/**
 * Avatica signatures of Quiver statements: result columns, parameters, and the engine types the
 * {@link ArrowCursor} reads the columns with (under {@link QuiverMeta#TYPES_KEY}).
 */
final class Signatures {
  private Signatures() {}

  static Meta.Signature of(SessionStatement query) {
    if (query.resultSchema().isPresent()) {
      return query(query.sql(), query.resultSchema().get().toEngineColumns(), query.parameterTypes());
    }
    return query.isDml() ? update(query.sql(), query.parameterTypes()) : ddl(query.sql());
  }

  static Meta.Signature query(String sql, List<Column> columns, List<SqlType> parameters) {
    return signature(sql, columns, parameters, Meta.StatementType.SELECT);
  }

  static Meta.Signature update(String sql, List<SqlType> parameters) {
    return signature(sql, List.of(), parameters, Meta.StatementType.OTHER_DML);
  }

  static Meta.Signature ddl(String sql) {
    return signature(sql, List.of(), List.of(), Meta.StatementType.OTHER_DDL);
  }

  private static Meta.Signature signature(String sql, List<Column> columns, List<SqlType> parameters,
      Meta.StatementType type) {
    List<SqlType> types = columns.stream().map(Column::type).toList();
    List<ColumnMetaData> columnMetaData = JdbcTypes.columns(columns);
    return new Meta.Signature(columnMetaData, sql, new ArrayList<>(ParameterConversion.describe(parameters)),
        Map.of(QuiverMeta.TYPES_KEY, types), Meta.CursorFactory.ARRAY, type);
  }
}

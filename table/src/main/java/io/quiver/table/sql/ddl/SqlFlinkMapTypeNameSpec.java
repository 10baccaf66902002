package io.quiver.table.sql.ddl;

import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlMapTypeNameSpec;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.validate.SqlValidator;

/**
 * Flink's {@code MAP<K, V>}: key and value nullable unless written {@code NOT NULL}, as Flink's
 * parser makes them. Calcite's own spec derives the key as NOT NULL.
 */
public final class SqlFlinkMapTypeNameSpec extends SqlMapTypeNameSpec {
  public SqlFlinkMapTypeNameSpec(SqlDataTypeSpec keyType, SqlDataTypeSpec valueType, SqlParserPos pos) {
    super(keyType, valueType, pos);
  }

  @Override
  public RelDataType deriveType(SqlValidator validator) {
    return validator.getTypeFactory().createMapType(component(getKeyType(), validator), component(getValType(), validator));
  }

  private static RelDataType component(SqlDataTypeSpec spec, SqlValidator validator) {
    return spec.deriveType(validator, !Boolean.FALSE.equals(spec.getNullable()));
  }
}

package io.quiver.jdbc;

import io.quiver.engine.types.SqlType;
import java.sql.Struct;
import java.util.Map;

/** A ROW value read through JDBC: its fields by position, as {@code getObject} gives values of their types. */
public final class QuiverStruct implements Struct {
  private final SqlType type;
  private final Object[] values;

  QuiverStruct(SqlType type, Object[] values) {
    this.type = type;
    this.values = values;
  }

  Object[] values() {
    return values;
  }

  @Override
  public String getSQLTypeName() {
    return CompositeAccessor.rowTypeName(type);
  }

  @Override
  public Object[] getAttributes() {
    return values.clone();
  }

  @Override
  public Object[] getAttributes(Map<String, Class<?>> map) {
    return getAttributes();
  }

  @Override
  public String toString() {
    return CompositeAccessor.text(this);
  }
}

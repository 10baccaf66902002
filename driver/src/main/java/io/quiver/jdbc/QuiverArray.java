package io.quiver.jdbc;

import io.quiver.engine.types.SqlType;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Arrays;
import java.util.Map;

/**
 * An ARRAY (or MULTISET) value read through JDBC: its elements are already in memory, as
 * {@code getObject} gives values of the element type.
 */
public final class QuiverArray implements Array {
  private final SqlType elementType;
  private Object[] elements;

  QuiverArray(SqlType elementType, Object[] elements) {
    this.elementType = elementType;
    this.elements = elements;
  }

  Object[] elements() {
    return check();
  }

  private Object[] check() {
    if (elements == null) {
      throw new IllegalStateException("the array was freed");
    }
    return elements;
  }

  @Override
  public String getBaseTypeName() {
    return JdbcTypes.typeName(elementType);
  }

  @Override
  public int getBaseType() {
    return JdbcTypes.jdbcType(elementType);
  }

  @Override
  public Object getArray() throws SQLException {
    return getArray(1, check().length);
  }

  @Override
  public Object getArray(Map<String, Class<?>> map) throws SQLException {
    return getArray();
  }

  /** {@code count} elements from the 1-based {@code index}, as in {@link Array#getArray(long, int)}. */
  @Override
  public Object getArray(long index, int count) throws SQLException {
    Object[] all = check();
    if (index < 1 || count < 0 || index - 1 + count > all.length) {
      throw new SQLException("Array elements " + index + " to " + (index - 1 + count) + " are outside 1 to "
          + all.length, "2202E");
    }
    return Arrays.copyOfRange(all, (int) index - 1, (int) index - 1 + count);
  }

  @Override
  public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLException {
    return getArray(index, count);
  }

  @Override
  public ResultSet getResultSet() throws SQLException {
    throw new SQLFeatureNotSupportedException("Array.getResultSet is not supported; use getArray()", "0A000");
  }

  @Override
  public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLException {
    return getResultSet();
  }

  @Override
  public ResultSet getResultSet(long index, int count) throws SQLException {
    return getResultSet();
  }

  @Override
  public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map) throws SQLException {
    return getResultSet();
  }

  @Override
  public void free() {
    elements = null;
  }

  @Override
  public String toString() {
    return CompositeAccessor.text(this);
  }
}

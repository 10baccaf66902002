package io.quiver.jdbc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.calcite.avatica.Meta;

/**
 * Composite values in the frames the server sends. Avatica's protocol carries arrays (as lists)
 * and structs (as lists of attributes) but has no map: a MAP value, at any depth, travels as the
 * text {@code getString} gives ({@code {a=1, b=2}}), which the remote client reads back as a string.
 */
public final class CompositeFrames {
  private CompositeFrames() {}

  public static Meta.Frame mapsAsText(Meta.Frame frame) {
    if (frame == null) {
      return null;
    }
    boolean any = false;
    List<Object> rows = new ArrayList<>();
    for (Object row : frame.rows) {
      Object[] values = row instanceof Object[] array ? array.clone() : ((List<?>) row).toArray();
      for (int c = 0; c < values.length; c++) {
        Object converted = convert(values[c]);
        any |= converted != values[c];
        values[c] = converted;
      }
      rows.add(values);
    }
    return any ? Meta.Frame.create(frame.offset, frame.done, rows) : frame;
  }

  /**
   * A signature whose ROW columns travel as text: Avatica's protocol loses a struct column's
   * fields (its client then fails with a ClassCastException reading it), so over the remote driver
   * a ROW column is a VARCHAR keeping its type name ({@code ROW}), whose value is
   * the text {@code getString} gives embedded ({@code (5, five)}).
   */
  public static Meta.Signature rowsAsText(Meta.Signature signature) {
    if (signature == null || signature.columns == null
        || signature.columns.stream().noneMatch(c -> c.type.id == java.sql.Types.STRUCT)) {
      return signature;
    }
    List<org.apache.calcite.avatica.ColumnMetaData> columns = new ArrayList<>();
    for (org.apache.calcite.avatica.ColumnMetaData c : signature.columns) {
      columns.add(c.type.id != java.sql.Types.STRUCT ? c : new org.apache.calcite.avatica.ColumnMetaData(c.ordinal,
          c.autoIncrement, c.caseSensitive, c.searchable, c.currency, c.nullable, c.signed, c.displaySize, c.label,
          c.columnName, c.schemaName, c.precision, c.scale, c.tableName, c.catalogName,
          org.apache.calcite.avatica.ColumnMetaData.scalar(java.sql.Types.VARCHAR, c.type.name,
              org.apache.calcite.avatica.ColumnMetaData.Rep.STRING),
          c.readOnly, c.writable, c.definitelyWritable, String.class.getName()));
    }
    return Meta.Signature.create(columns, signature.sql, signature.parameters, signature.cursorFactory,
        signature.statementType);
  }

  /** The frame with the values of the given (ROW) columns as their text; see {@link #rowsAsText(Meta.Signature)}. */
  public static Meta.Frame rowsAsText(Meta.Frame frame, List<Integer> rowColumns) {
    if (frame == null || rowColumns.isEmpty()) {
      return frame;
    }
    List<Object> rows = new ArrayList<>();
    for (Object row : frame.rows) {
      Object[] values = row instanceof Object[] array ? array.clone() : ((List<?>) row).toArray();
      for (int c : rowColumns) {
        if (c < values.length && values[c] != null) {
          values[c] = structText(values[c]);
        }
      }
      rows.add(values);
    }
    return Meta.Frame.create(frame.offset, frame.done, rows);
  }

  /** A struct as Avatica's server reads it (a list of attributes), written as Quiver prints a ROW. */
  private static String structText(Object value) {
    if (!(value instanceof List<?> attributes)) {
      return CompositeAccessor.text(value);
    }
    StringBuilder out = new StringBuilder("(");
    for (int i = 0; i < attributes.size(); i++) {
      Object attribute = attributes.get(i);
      out.append(i > 0 ? ", " : "").append(attribute instanceof List<?> ? structText(attribute)
          : attribute == null ? "NULL" : CompositeAccessor.text(attribute));
    }
    return out.append(')').toString();
  }

  private static Object convert(Object value) {
    if (value instanceof Map<?, ?> map) {
      return CompositeAccessor.text(map);
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      boolean changed = false;
      for (Object element : list) {
        Object converted = convert(element);
        changed |= converted != element;
        out.add(converted);
      }
      return changed ? out : value;
    }
    return value;
  }
}

package io.quiver.table.sql.ddl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlWriter;

/** Helpers shared by the DDL nodes: reading literals and lists, and unparsing common clauses. */
final class SqlDdlUtil {
  private SqlDdlUtil() {}

  /** The Java string of a character literal (also of a chain like {@code 'a' 'b'}). */
  static String stringValue(SqlNode literal) {
    return SqlLiteral.unchain(literal).getValueAs(String.class);
  }

  /** Properties in declaration order; a repeated key keeps its last value. */
  static Map<String, String> toMap(SqlNodeList properties) {
    Map<String, String> map = new LinkedHashMap<>();
    for (SqlNode node : properties) {
      SqlProperty property = (SqlProperty) node;
      map.put(property.key(), property.value());
    }
    return Collections.unmodifiableMap(map);
  }

  /** The simple names of a list of identifiers. */
  static List<String> names(SqlNodeList identifiers) {
    List<String> names = new ArrayList<>(identifiers.size());
    for (SqlNode node : identifiers) {
      names.add(((SqlIdentifier) node).getSimple());
    }
    return Collections.unmodifiableList(names);
  }

  /** Writes {@code WITH ('k' = 'v', ...)} when there are properties. */
  static void unparseWith(SqlWriter writer, SqlNodeList properties) {
    if (properties.isEmpty()) {
      return;
    }
    writer.keyword("WITH");
    unparseProperties(writer, properties);
  }

  /** Writes {@code ('k' = 'v', ...)}. */
  static void unparseProperties(SqlWriter writer, SqlNodeList properties) {
    SqlWriter.Frame frame = writer.startList("(", ")");
    for (SqlNode property : properties) {
      writer.sep(",");
      property.unparse(writer, 0, 0);
    }
    writer.endList(frame);
  }

  /** Writes {@code (a, b, ...)}. */
  static void unparseList(SqlWriter writer, SqlNodeList nodes) {
    SqlWriter.Frame frame = writer.startList("(", ")");
    for (SqlNode node : nodes) {
      writer.sep(",");
      node.unparse(writer, 0, 0);
    }
    writer.endList(frame);
  }

  /** Writes {@code COMMENT 'text'} when there is a comment. */
  static void unparseComment(SqlWriter writer, SqlNode comment) {
    if (comment != null) {
      writer.keyword("COMMENT");
      comment.unparse(writer, 0, 0);
    }
  }
}

package io.quiver.table.operations;

import java.util.List;

/**
 * A node of the Table API's logical operation tree. Quiver plans a tree by rendering it to SQL
 * ({@link #toSql()}) and handing that to the same parser, validator and optimizer SQL text goes
 * through, so the Table API and SQL cannot disagree on names, types or functions.
 */
public interface QueryOperation {
  /** The operation's inputs. */
  List<QueryOperation> getChildren();

  /** One line describing this node, e.g. {@code Filter: (`a` > 1)}. */
  String asSummaryString();

  /** A SQL query computing this operation's rows. */
  String toSql();

  /** The tree as indented summary lines. */
  default String asIndentedString() {
    StringBuilder sb = new StringBuilder();
    OperationTrees.indent(this, 0, sb);
    return sb.toString();
  }
}

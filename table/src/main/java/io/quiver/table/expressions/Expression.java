package io.quiver.table.expressions;

import java.util.List;

/** An expression of the Table API: a field reference, a literal, a call, an alias, an ordering. */
public interface Expression {
  /** A human-readable form, as plans and error messages show it. */
  String asSummaryString();

  List<Expression> getChildren();
}

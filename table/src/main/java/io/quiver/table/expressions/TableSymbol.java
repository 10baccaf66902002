package io.quiver.table.expressions;

/** A keyword-like value of an expression, as Flink's enums of units and JSON options are. */
public interface TableSymbol {}

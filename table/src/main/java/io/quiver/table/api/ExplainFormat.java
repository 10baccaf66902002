package io.quiver.table.api;

/** The layout of an explained plan; as in Flink 1.20, text is the only one. */
public enum ExplainFormat {
  /** The plans as indented text: abstract syntax tree, optimized logical plan, physical plan. */
  TEXT
}

package io.quiver.table.sql;

import org.apache.calcite.sql.SqlBinaryOperator;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.type.InferTypes;
import org.apache.calcite.sql.type.OperandTypes;
import org.apache.calcite.sql.type.ReturnTypes;

/**
 * The {@code ^} the parser reads: bound tighter than {@code *} and {@code /}, as PostgreSQL's and
 * DuckDB's power operator is ({@code 2 * 3 ^ 2} is 18). Validation looks the operator up by name:
 * the standard dialect finds its power, the default dialect Calcite's bitwise XOR.
 */
public final class SqlCaretOperator {
  private SqlCaretOperator() {}

  public static final SqlBinaryOperator INSTANCE = new SqlBinaryOperator("^", SqlKind.BITXOR, 70, true,
      ReturnTypes.ARG0_NULLABLE, InferTypes.FIRST_KNOWN, OperandTypes.NUMERIC_NUMERIC);
}

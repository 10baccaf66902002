package io.quiver.engine.gen;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.types.SqlType;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The input vectors a generated class reads. Each is bound to member fields once per batch (the
 * vector, its data and validity addresses), so any generated method can read a row of it.
 */
final class InputColumns {
  private final Map<Integer, SqlType> used = new TreeMap<>();

  void collect(Expr expr) {
    if (expr == null) {
      return;
    }
    if (expr instanceof ColumnRef ref) {
      used.put(ref.index(), ref.type());
    } else if (expr instanceof Call call) {
      call.operands().forEach(this::collect);
    }
  }

  static Map<Integer, SqlType> of(List<Expr> exprs) {
    InputColumns columns = new InputColumns();
    exprs.forEach(columns::collect);
    return columns.used;
  }

  void declareFields(StringBuilder fields) {
    used.forEach((i, type) -> {
      fields.append("  private ").append(JavaTypes.vectorClass(type)).append(" in").append(i).append(";\n");
      fields.append("  private long in").append(i).append("Data;\n");
      fields.append("  private long in").append(i).append("Valid;\n");
    });
  }

  /** Statements binding the fields to the batch {@code in}. */
  String bind(String batch) {
    StringBuilder code = new StringBuilder();
    used.forEach((i, type) -> {
      code.append("    in").append(i).append(" = (").append(JavaTypes.vectorClass(type)).append(") ")
          .append(batch).append(".getVector(").append(i).append(");\n");
      if (JavaTypes.readsByAddress(type)) {
        code.append("    in").append(i).append("Data = in").append(i).append(".getDataBufferAddress();\n");
      }
      code.append("    in").append(i).append("Valid = in").append(i).append(".getValidityBufferAddress();\n");
    });
    return code.toString();
  }

  /** Statements reading column {@code i} at {@code row} into fresh locals. */
  static GeneratedExpr read(CodeContext context, int i, SqlType type, String row) {
    String value = context.newName("c" + i);
    String isNull = context.newName("cn" + i);
    String javaType = JavaTypes.javaType(type);
    String code = "boolean " + isNull + " = " + JavaTypes.readIsNull("in" + i + "Valid", row) + ";\n"
        + javaType + " " + value + " = " + isNull + " ? " + JavaTypes.defaultValue(type) + " : "
        + JavaTypes.read(type, "in" + i, "in" + i + "Data", row) + ";\n";
    return new GeneratedExpr(code, value, isNull);
  }

  void clear(StringBuilder code) {
    used.keySet().forEach(i -> code.append("    in").append(i).append(" = null;\n"));
  }

  Map<Integer, SqlType> used() {
    return used;
  }
}

package io.quiver.engine.gen;

import static io.quiver.engine.gen.JavaTypes.defaultValue;
import static io.quiver.engine.gen.JavaTypes.javaType;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.List;

/**
 * Code for the composite types: constructors ({@code ARRAY[...]}, {@code MAP[...]},
 * {@code ROW(...)}), element and field access, CARDINALITY, ELEMENT, equality and casts. A
 * composite value is one object ({@code ArrayData}, {@code MapData}, {@code RowData}) holding its
 * components boxed; access unboxes the component into the form its type has everywhere else.
 */
final class CompositeCode {
  static final String FUNCTIONS = "io.quiver.engine.exec.CompositeFunctions";

  private CompositeCode() {}

  /**
   * A constructor: never NULL, its components may be. Each component is first brought to the
   * component type, as Calcite types the constructor by the widest of its operands.
   */
  static GeneratedExpr construct(CodeContext context, ExprCodeGenerator generator, Call call) {
    SqlType type = call.type();
    List<Expr> operands = call.operands();
    StringBuilder code = new StringBuilder();
    String items = context.newName("c");
    code.append("Object[] ").append(items).append(" = new Object[").append(operands.size()).append("];\n");
    int budget = Math.max(context.maxLength() / 4, 200);
    for (int i = 0; i < operands.size(); i++) {
      Expr operand = operands.get(i);
      SqlType target = componentType(type, i);
      GeneratedExpr e = generator.generateWithin(operand, budget);
      String value = target.id().isComposite()
          ? cast(context, e.value(), operand.type(), target)
          : JavaTypes.box(target, Casts.cast(e.value(), operand.type(), target));
      code.append("{\n").append(e.code());
      if (e.isNull().equals("false")) {
        code.append(items).append('[').append(i).append("] = ").append(value).append(";\n");
      } else if (!e.isNull().equals("true")) {
        code.append("if (!(").append(e.isNull()).append(")) { ").append(items).append('[').append(i).append("] = ")
            .append(value).append("; }\n");
      }
      code.append("}\n");
    }
    String result = context.newName("v");
    String made = switch (type.id()) {
      case ARRAY, MULTISET -> "new io.quiver.engine.types.ArrayData(" + items + ")";
      case MAP -> "io.quiver.engine.types.MapData.ofEntries(" + items + ")";
      default -> "new io.quiver.engine.types.RowData(" + items + ")";
    };
    code.append(javaType(type)).append(' ').append(result).append(" = ").append(made).append(";\n");
    GeneratedExpr out = new GeneratedExpr(code.toString(), result, "false");
    return out.code().length() > context.maxLength() / 2 ? generator.hoist(out, type) : out;
  }

  private static SqlType componentType(SqlType type, int operand) {
    return switch (type.id()) {
      case ARRAY, MULTISET -> type.elementType();
      case MAP -> operand % 2 == 0 ? type.keyType() : type.valueType();
      default -> type.fields().get(operand).type();
    };
  }

  /**
   * {@code a[i]}, {@code m[k]}, {@code r.f} and {@code ELEMENT(a)}: NULL when the container or
   * the index is, and when there is no such component or the component is NULL.
   */
  static GeneratedExpr access(CodeContext context, ExprCodeGenerator generator, Call call) {
    Expr container = call.operand(0);
    GeneratedExpr c = generator.generate(container);
    StringBuilder code = new StringBuilder(c.code());
    String isNull = c.isNull();
    String lookup;
    switch (call.operator()) {
      case FIELD_ACCESS -> lookup = c.value() + ".get(" + ((Number) ((Literal) call.operand(1)).value()).intValue() + ")";
      case ELEMENT -> lookup = FUNCTIONS + ".element(" + c.value() + ")";
      default -> {
        Expr index = call.operand(1);
        GeneratedExpr k = generator.generate(index);
        code.append(k.code());
        isNull = "(" + isNull + ") || (" + k.isNull() + ")";
        if (container.type().id() == TypeId.MAP) {
          SqlType key = container.type().keyType();
          lookup = FUNCTIONS + ".item(" + c.value() + ", " + JavaTypes.box(key, Casts.cast(k.value(), index.type(), key)) + ")";
        } else {
          lookup = FUNCTIONS + ".item(" + c.value() + ", (long) " + k.value() + ")";
        }
      }
    }
    String object = context.newName("o");
    String n = context.newName("n");
    String value = context.newName("v");
    SqlType type = call.type();
    code.append("Object ").append(object).append(" = ").append(isNull.equals("false") ? "" : "(" + isNull + ") ? null : ")
        .append(lookup).append(";\n");
    code.append("boolean ").append(n).append(" = ").append(object).append(" == null;\n");
    code.append(javaType(type)).append(' ').append(value).append(" = ").append(n).append(" ? ")
        .append(defaultValue(type)).append(" : ").append(JavaTypes.unboxReference(type, object)).append(";\n");
    return new GeneratedExpr(code.toString(), value, n);
  }

  /** CARDINALITY of an array, multiset or map, given its non-null value. */
  static String cardinality(String value) {
    return value + ".size()";
  }

  /** Equality of two non-null composite values of one kind: deep, component by component. */
  static String equal(String a, String b) {
    return a + ".equals(" + b + ")";
  }

  /** A cast between composite types; the same value when only nullability or nothing differs. */
  static String cast(CodeContext context, String value, SqlType from, SqlType to) {
    if (from.id() == TypeId.NULL) {
      return defaultValue(to);
    }
    if (from.withNullable(true).equals(to.withNullable(true))) {
      return value;
    }
    if (!from.id().isComposite() || from.id() != to.id()) {
      throw new UnsupportedOperationException("cannot cast " + from + " to " + to);
    }
    String f = context.addReferenceField(SqlType.class.getName(), from, "(" + SqlType.class.getName() + ") ref");
    String t = context.addReferenceField(SqlType.class.getName(), to, "(" + SqlType.class.getName() + ") ref");
    return "((" + javaType(to) + ") " + FUNCTIONS + ".cast(" + value + ", " + f + ", " + t + "))";
  }
}

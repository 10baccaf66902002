package io.quiver.engine.gen;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.types.SqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The input vectors a generated class reads. Each is bound to member fields once per batch (its
 * data and validity addresses, and the vector itself for types read through it), so that a read is
 * an expression over {@code row} and fields only: it needs no local variable, and so any piece of
 * generated code can move into a method of its own.
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

  void declareFields(CodeContext context) {
    used.forEach((i, type) -> declareColumn(context, i, type));
  }

  /** The batch fields through which generated code reads column {@code i}: the vector or its buffers. */
  static void declareColumn(CodeContext context, int i, SqlType type) {
    if (!JavaTypes.readsByAddress(type)) {
      context.declareBatchField(JavaTypes.vectorClass(type), "in" + i);
      if (type.id().isCharacter()) {
        context.declareBatchField("long", "in" + i + "Data");
        context.declareBatchField("long", "in" + i + "Offsets");
      }
    } else {
      context.declareBatchField("long", "in" + i + "Data");
    }
    if (type.nullable()) {
      context.declareBatchField("long", "in" + i + "Valid");
    }
  }

  /** Statements binding the fields to the batch field {@code batch}, split to fit. */
  String bind(CodeContext context, String batch, int budget) {
    List<String> statements = new ArrayList<>();
    used.forEach((i, type) -> bindColumn(statements, i, type, batch, i));
    return context.splitter().split(statements, "org.apache.arrow.vector.VectorSchemaRoot " + batch, batch, "bind",
        context, budget);
  }

  /** Adds the statements setting column {@code i}'s fields from vector {@code vectorIndex} of {@code batch}. */
  static void bindColumn(List<String> statements, int i, SqlType type, String batch, int vectorIndex) {
    String vector = "((" + JavaTypes.vectorClass(type) + ") " + batch + ".getVector(" + vectorIndex + "))";
    if (!JavaTypes.readsByAddress(type)) {
      statements.add("in" + i + " = " + vector + ";\n");
      if (type.id().isCharacter()) {
        statements.add("in" + i + "Data = in" + i + ".getDataBufferAddress();\n");
        statements.add("in" + i + "Offsets = in" + i + ".getOffsetBufferAddress();\n");
      }
    } else {
      statements.add("in" + i + "Data = " + vector + ".getDataBufferAddress();\n");
    }
    if (type.nullable()) {
      statements.add("in" + i + "Valid = " + vector + ".getValidityBufferAddress();\n");
    }
  }

  /**
   * The nullable columns read: the per-batch check that picks the loop without null checks looks
   * at these; when there are none, the loop with null checks would be the same and is not made.
   */
  int[] nullableIndexes() {
    return used.entrySet().stream().filter(e -> e.getValue().nullable()).mapToInt(e -> e.getKey()).toArray();
  }

  /**
   * Reads a column at {@code row}; when {@code noNulls}, the batch is known to hold no NULL in
   * any column read, and the null flag is the constant {@code false} that lets every null check
   * above it vanish from the generated code.
   */
  static ColumnReader reader(boolean noNulls, String row) {
    return ref -> {
      int i = ref.index();
      SqlType type = ref.type();
      String value = JavaTypes.read(type, "in" + i, "in" + i + "Data", row);
      // A NOT NULL column holds no NULL in any batch: its null checks fold away in both variants.
      boolean never = noNulls || !type.nullable();
      String isNull = never ? "false" : JavaTypes.readIsNull("in" + i + "Valid", row);
      if (type.id().isCharacter()) {
        // The value's bytes stay in the buffer; the byte[] is made only for consumers that need one.
        GeneratedExpr.StringSlice slice = new GeneratedExpr.StringSlice("in" + i + "Data",
            "getIntAt(in" + i + "Offsets, " + row + ")", "getIntAt(in" + i + "Offsets, " + row + " + 1)",
            "in" + i + ".getDataBuffer()");
        return new GeneratedExpr("", value, isNull, slice);
      }
      return GeneratedExpr.constant(value, isNull);
    };
  }

  void clear(StringBuilder code) {
    used.forEach((i, type) -> {
      if (!JavaTypes.readsByAddress(type)) {
        code.append("    in").append(i).append(" = null;\n");
      }
    });
  }
}

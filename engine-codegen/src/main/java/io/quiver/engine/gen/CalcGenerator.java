package io.quiver.engine.gen;

import io.quiver.engine.runtime.CalcKernel;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Generates the fused filter-and-project loop of a pipeline: one pass over the batch that
 * evaluates the condition and, for the rows that pass, computes and writes every output column.
 *
 * <p>The loop comes in two variants: one for batches where no input column read holds a NULL,
 * generated with every null check folded away, and one with null checks. {@code process} picks
 * one per batch from the vectors' null counts. Fixed-width values are read and written by address.
 */
public final class CalcGenerator {
  public static final String CLASS_NAME = "GeneratedCalc";

  private final int maxLength;
  private final boolean compact;

  public CalcGenerator(int maxGeneratedCodeLength) {
    this(maxGeneratedCodeLength, false);
  }

  /**
   * @param compact generate the loop with null checks alone, for inputs too small for the second
   *     variant to repay compiling it (see {@link #COMPACT_MAX_ROWS})
   */
  public CalcGenerator(int maxGeneratedCodeLength, boolean compact) {
    this.maxLength = maxGeneratedCodeLength;
    this.compact = compact;
  }

  /**
   * Inputs of at most this many rows get compact code: a loop that checks for NULL, which every
   * batch can take, and no variant without the checks. Compiling the class is most of the
   * generated code's cost on such inputs (an ad-hoc statement over a small table), and Janino's
   * time grows with the source's length.
   */
  public static final long COMPACT_MAX_ROWS = 4096;

  /**
   * @param condition the filter, or null to keep every row
   * @param projects one expression per output column, over the input columns
   * @param outputs the output columns; a NOT NULL column rejects a NULL with SQLSTATE 23502
   */
  public GeneratedClass generate(Expr condition, List<Expr> projects, List<Column> outputs) {
    CodeContext context = new CodeContext(maxLength);
    InputColumns inputs = new InputColumns();
    projects.forEach(inputs::collect);
    inputs.collect(condition);
    inputs.declareFields(context);
    OutputColumns outs = new OutputColumns(outputs);
    outs.declareFields(context);

    int[] read = inputs.nullableIndexes();
    String call;
    if (read.length == 0) {
      call = "    return " + loop(context, condition, projects, outs, true) + "(rowCount);\n";
    } else if (compact) {
      call = "    return " + loop(context, condition, projects, outs, false) + "(rowCount);\n";
    } else {
      String fast = loop(context, condition, projects, outs, true);
      String slow = loop(context, condition, projects, outs, false);
      String columns = context.addReferenceField("int[]", read, "(int[]) ref");
      call = "    return noNulls(in, " + columns + ") ? " + fast + "(rowCount) : " + slow + "(rowCount);\n";
    }
    StringBuilder process = new StringBuilder();
    process.append("  public int process(org.apache.arrow.vector.VectorSchemaRoot in, org.apache.arrow.vector.VectorSchemaRoot out) {\n");
    process.append(inputs.bind(context, "in", maxLength / 4));
    process.append("    final int rowCount = in.getRowCount();\n");
    process.append("    prepareOutput(out, rowCount);\n");
    process.append(outs.bind(context, "out", maxLength / 4));
    process.append(call);
    process.append("  }\n");

    String source = ClassWriter.write(CLASS_NAME, CalcKernel.class, "Object[] refs", "super(refs);", context, "",
        process.toString());
    return new GeneratedClass(CLASS_NAME, source, context.references(), context.foreignClasses());
  }

  /** One variant of the loop, as a method taking the row count and returning the rows written. */
  private String loop(CodeContext context, Expr condition, List<Expr> projects, OutputColumns outs, boolean noNulls) {
    ColumnReader reader = InputColumns.reader(noNulls, "row");
    String name = context.newName(noNulls ? "loopNoNulls" : "loop");
    StringBuilder loop = new StringBuilder();
    loop.append("    for (int row = 0; row < rowCount; row++) {\n");
    if (condition != null) {
      loop.append(filter(context, reader, condition, noNulls));
    }
    List<String> projectBlocks = new ArrayList<>();
    for (int j = 0; j < projects.size(); j++) {
      int column = j;
      projectBlocks.add("{\n" + block(context, reader, projects.get(j), 250, e -> outs.write(column, e, "outRow")) + "}\n");
    }
    loop.append(context.splitter().split(projectBlocks, "int row, int outRow", "row, outRow", "project", context,
        maxLength - 300 - loop.length()));
    loop.append("      outRow++;\n");
    loop.append("    }\n");
    StringBuilder body = new StringBuilder();
    body.append("  private int ").append(name).append("(int rowCount) {\n");
    // The copies share the method's length budget with the loop (header, counters and return: ~100).
    body.append(context.localCopies(loop.toString(), 32, maxLength - loop.length() - 100));
    body.append("    int outRow = 0;\n");
    body.append(loop);
    body.append("    return outRow;\n");
    body.append("  }\n");
    context.addMethod(body.toString());
    return name;
  }

  /**
   * The filter at the top of the loop body: inline when short, so that it shares the loop's
   * local copies of fields; otherwise a method of its own.
   */
  static String filter(CodeContext context, ColumnReader reader, Expr condition, boolean noNulls) {
    GeneratedExpr e = new ExprCodeGenerator(context, reader)
        .generateWithin(condition, Math.max(context.maxLength() - 140, context.maxLength() / 3));
    String fails = (e.isNull().equals("false") ? "" : e.isNull() + " || ") + "!" + e.value();
    if (e.code().length() + fails.length() <= context.maxLength() / 4) {
      return "{\n" + e.code() + "if (" + fails + ") {\n  continue;\n}\n}\n";
    }
    String filter = context.newName(noNulls ? "filterNoNulls" : "filter");
    context.addMethod("  private boolean " + filter + "(int row) {\n" + e.code() + "if (" + fails + ") {\n  return false;\n}\n"
        + "    return true;\n  }\n");
    return "      if (!" + filter + "(row)) {\n        continue;\n      }\n";
  }

  /**
   * A block that evaluates {@code expr} and ends with {@code tail}, at most the maximum method
   * length when the tail takes no more than {@code tailLength} characters.
   */
  static String block(CodeContext context, ColumnReader reader, Expr expr, int tailLength,
      Function<GeneratedExpr, String> tail) {
    GeneratedExpr result = new ExprCodeGenerator(context, reader)
        .generateWithin(expr, Math.max(context.maxLength() - tailLength - 80, context.maxLength() / 3));
    return result.code() + tail.apply(result);
  }

  static String escape(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"");
  }

  /** The output vectors: fixed-width ones written by address, the others through the vector. */
  static final class OutputColumns {
    private final List<Column> outputs;

    OutputColumns(List<Column> outputs) {
      this.outputs = outputs;
    }

    void declareFields(CodeContext context) {
      for (int j = 0; j < outputs.size(); j++) {
        SqlType type = outputs.get(j).type();
        if (JavaTypes.writesByAddress(type)) {
          context.declareBatchField("long", "outData" + j);
          if (type.nullable()) {
            context.declareBatchField("long", "outValid" + j);
          }
        } else {
          context.declareBatchField(JavaTypes.vectorClass(type), "out" + j);
        }
      }
    }

    /** Binds the fields to the batch {@code batch}, whose capacity must already suffice. */
    String bind(CodeContext context, String batch, int budget) {
      List<String> statements = new ArrayList<>();
      for (int j = 0; j < outputs.size(); j++) {
        SqlType type = outputs.get(j).type();
        String vector = "((" + JavaTypes.vectorClass(type) + ") " + batch + ".getVector(" + j + "))";
        if (JavaTypes.writesByAddress(type)) {
          statements.add("outData" + j + " = " + vector + ".getDataBufferAddress();\n");
          if (type.nullable()) {
            statements.add("outValid" + j + " = " + vector + ".getValidityBufferAddress();\n");
          }
        } else {
          statements.add("out" + j + " = " + vector + ";\n");
        }
      }
      return context.splitter().split(statements, "org.apache.arrow.vector.VectorSchemaRoot " + batch, batch, "bindOut",
          context, budget);
    }

    /** Statements writing {@code value} at {@code row} of output {@code j}. */
    String write(int j, GeneratedExpr value, String row) {
      Column output = outputs.get(j);
      SqlType type = output.type();
      String onNull;
      String store;
      if (!type.nullable()) {
        onNull = "throw SqlFunctions.notNullViolation(\"" + escape(output.name()) + "\");";
      } else if (JavaTypes.writesByAddress(type)) {
        onNull = "setBitAt(outValid" + j + ", " + row + ", false);";
      } else {
        onNull = "out" + j + ".setNull(" + row + ");";
      }
      if (JavaTypes.writesByAddress(type)) {
        store = JavaTypes.writeByAddress(type, "outData" + j, row, value.value());
      } else if (value.slice() != null && type.id().isCharacter()) {
        store = StringSlices.write("out" + j, row, value.slice());
      } else {
        store = JavaTypes.write(type, "out" + j, row, value.value());
      }
      if (value.isNull().equals("false")) {
        return store + "\n";
      }
      if (value.isNull().equals("true")) {
        return onNull + "\n";
      }
      return "if (" + value.isNull() + ") {\n  " + onNull + "\n} else {\n  " + store + "\n}\n";
    }
  }
}

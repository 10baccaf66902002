package io.quiver.engine.gen;

import io.quiver.engine.exec.CalcKernel;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.split.MethodSplitter;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Generates the fused filter-and-project loop of a pipeline: one pass over the batch that
 * evaluates the condition and, for the rows that pass, computes and writes every output column.
 */
public final class CalcGenerator {
  public static final String CLASS_NAME = "GeneratedCalc";

  private final MethodSplitter splitter;

  public CalcGenerator(int maxGeneratedCodeLength) {
    this.splitter = new MethodSplitter(maxGeneratedCodeLength);
  }

  /**
   * @param condition the filter, or null to keep every row
   * @param projects one expression per output column, over the input columns
   * @param outputs the output columns; a NOT NULL column rejects a NULL with SQLSTATE 23502
   */
  public GeneratedClass generate(Expr condition, List<Expr> projects, List<Column> outputs) {
    CodeContext context = new CodeContext();
    List<Expr> all = new ArrayList<>(projects);
    if (condition != null) {
      all.add(condition);
    }
    InputColumns inputs = new InputColumns();
    all.forEach(inputs::collect);
    MethodSplitter.MethodSink sink = sink(context);

    StringBuilder loopBody = new StringBuilder();
    if (condition != null) {
      String filterBlock = block(context, condition, "row", e -> "if (" + e.isNull() + " || !" + e.value() + ") {\n  return false;\n}\n");
      // A method of its own: small enough for the JIT to inline, and never part of a split.
      context.addMethod("  private boolean filter(int row) {\n" + filterBlock + "    return true;\n  }\n");
      loopBody.append("      if (!filter(row)) {\n        continue;\n      }\n");
    }
    List<String> projectBlocks = new ArrayList<>();
    for (int j = 0; j < projects.size(); j++) {
      int column = j;
      Column output = outputs.get(j);
      projectBlocks.add("{\n" + block(context, projects.get(j), "row", e -> write(output, column, e)) + "}\n");
    }
    loopBody.append(splitter.split(projectBlocks, "int row, int outRow", "row, outRow", "project", sink));

    StringBuilder fields = new StringBuilder();
    inputs.declareFields(fields);
    for (int j = 0; j < outputs.size(); j++) {
      fields.append("  private ").append(JavaTypes.vectorClass(outputs.get(j).type())).append(" out").append(j).append(";\n");
    }
    StringBuilder process = new StringBuilder();
    process.append("  public int process(org.apache.arrow.vector.VectorSchemaRoot in, org.apache.arrow.vector.VectorSchemaRoot out) {\n");
    process.append(inputs.bind("in"));
    for (int j = 0; j < outputs.size(); j++) {
      process.append("    out").append(j).append(" = (").append(JavaTypes.vectorClass(outputs.get(j).type()))
          .append(") out.getVector(").append(j).append(");\n");
    }
    process.append("    final int rowCount = in.getRowCount();\n");
    process.append("    int outRow = 0;\n");
    process.append("    for (int row = 0; row < rowCount; row++) {\n");
    process.append(loopBody);
    process.append("      outRow++;\n");
    process.append("    }\n");
    process.append("    return outRow;\n");
    process.append("  }\n");

    String source = ClassWriter.write(CLASS_NAME, CalcKernel.class, "Object[] refs", "super(refs);", context, fields.toString(), process.toString());
    return new GeneratedClass(CLASS_NAME, source, context.references());
  }

  /** A block that reads the columns {@code expr} needs, evaluates it and ends with {@code tail}. */
  static String block(CodeContext context, Expr expr, String row, java.util.function.Function<GeneratedExpr, String> tail) {
    StringBuilder code = new StringBuilder();
    Map<Integer, GeneratedExpr> reads = new HashMap<>();
    for (Map.Entry<Integer, SqlType> column : InputColumns.of(List.of(expr)).entrySet()) {
      GeneratedExpr read = InputColumns.read(context, column.getKey(), column.getValue(), row);
      code.append(read.code());
      reads.put(column.getKey(), GeneratedExpr.constant(read.value(), read.isNull()));
    }
    GeneratedExpr result = new ExprCodeGenerator(context, reads::get).generate(expr);
    code.append(result.code());
    code.append(tail.apply(result));
    return code.toString();
  }

  private static String write(Column output, int column, GeneratedExpr value) {
    String vector = "out" + column;
    String onNull = output.type().nullable()
        ? vector + ".setNull(outRow);"
        : "throw io.quiver.engine.exec.SqlFunctions.notNullViolation(\"" + escape(output.name()) + "\");";
    return "if (" + value.isNull() + ") {\n  " + onNull + "\n} else {\n  "
        + JavaTypes.write(output.type(), vector, "outRow", value.value()) + "\n}\n";
  }

  static String escape(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"");
  }

  static MethodSplitter.MethodSink sink(CodeContext context) {
    return new MethodSplitter.MethodSink() {
      @Override
      public String newMethodName(String prefix) {
        return context.newName(prefix);
      }

      @Override
      public void addMethod(String code) {
        context.addMethod(code);
      }
    };
  }
}

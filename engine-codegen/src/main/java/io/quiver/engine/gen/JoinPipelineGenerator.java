package io.quiver.engine.gen;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.runtime.JoinPipelineKernel;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Generates a join pipeline (a {@link JoinPipelineKernel}): probe rows → filter → one hash-join
 * probe per level → the filters and projections above → output rows, in one class with no
 * virtual call per row and no batch between the joins.
 *
 * <p>Every expression is over one column space: the probe source's columns, then each level's
 * build columns in level order. A probe-source column is read at {@code row}; a build column of
 * level {@code k} at the field {@code b$k}, the build row of that level's current match ({@code
 * -1} when a LEFT join pads the row with NULLs).
 *
 * <p>The loop is a small state machine kept in fields: level 0 takes the next probe row, level
 * {@code k} (1..n) takes the next candidate of join {@code k} ("enter" looks the key up, else the
 * chain goes on), level {@code n + 1} writes the row. A full output batch returns and the next
 * call goes on from there.
 */
public final class JoinPipelineGenerator {
  public static final String CLASS_NAME = "GeneratedJoinPipeline";

  /**
   * One join probe. {@code probeKeys} are expressions over the space before this level, to be
   * equal to the build batch's columns {@code buildKeys}; {@code residual} (the join's own extra
   * condition, deciding what matches) and {@code after} (a filter above the join, applied to
   * every row the join yields, NULL-padded ones too) are over the space up to this level, either
   * may be null. {@code longKeyed}: the table is a {@code LongJoinTable} on one integer-like key,
   * else a {@code JoinTable} on serialised keys.
   */
  public record Level(JoinType type, List<Column> buildColumns, List<Expr> probeKeys, int[] buildKeys,
      boolean longKeyed, Expr residual, Expr after) {
    public Level {
      if (type != JoinType.INNER && type != JoinType.LEFT && type != JoinType.SEMI && type != JoinType.ANTI) {
        throw new IllegalArgumentException(type + " joins are not generated");
      }
      buildColumns = List.copyOf(buildColumns);
      probeKeys = List.copyOf(probeKeys);
      buildKeys = buildKeys.clone();
    }
  }

  private final int maxLength;

  public JoinPipelineGenerator(int maxGeneratedCodeLength) {
    this.maxLength = maxGeneratedCodeLength;
  }

  /**
   * The key encoding a join column of this type gets in a {@code KeyBuffer}, as
   * {@code VectorKeys} writes the build side's: both sides of a key must agree, or the pipeline
   * is not generated. Null for types a join key cannot be.
   */
  public static String keyEncoding(SqlType type) {
    return switch (type.id()) {
      case BOOLEAN, TINYINT, SMALLINT, INTEGER, BIGINT, DATE, TIMESTAMP, TIME, TIMESTAMP_LTZ -> "long";
      case DECIMAL -> (type.isLongDecimal() ? "long" : "decimal") + "/" + type.scale();
      case REAL, DOUBLE -> "double";
      case CHAR, VARCHAR, BINARY, VARBINARY -> "bytes";
      default -> null;
    };
  }

  /**
   * @param probeColumns the probe source's columns
   * @param filter the condition on probe rows before the first join, or null
   * @param levels the joins, innermost first
   * @param projects the output expressions over the whole space
   * @param outputs the output columns
   */
  public GeneratedClass generate(List<Column> probeColumns, Expr filter, List<Level> levels, List<Expr> projects,
      List<Column> outputs) {
    Space space = new Space(probeColumns, levels);
    CodeContext context = new CodeContext(maxLength);
    Map<Integer, SqlType> used = new TreeMap<>();
    collect(filter, used);
    projects.forEach(p -> collect(p, used));
    for (Level level : levels) {
      level.probeKeys().forEach(k -> collect(k, used));
      collect(level.residual(), used);
      collect(level.after(), used);
    }
    declareColumns(context, space, used);
    CalcGenerator.OutputColumns outs = new CalcGenerator.OutputColumns(outputs);
    outs.declareFields(context);
    int n = levels.size();
    context.declareField("int", "row", "-1");
    context.declareField("int", "rowCount", "0");
    context.declareField("int", "level", "0");
    context.declareField("boolean", "enter", "false");
    context.declareField("boolean", "exhausted", "true");
    for (int k = 1; k <= n; k++) {
      Level level = levels.get(k - 1);
      String table = level.longKeyed() ? "io.quiver.engine.hash.LongJoinTable" : "io.quiver.engine.hash.JoinTable";
      context.declareBatchField(table, "t$" + k);
      context.declareField("int", "e$" + k, "-1");
      context.declareField("int", "b$" + k, "-1");
      if (!level.longKeyed()) {
        context.declareField("io.quiver.engine.hash.KeyBuffer", "kb$" + k, "new io.quiver.engine.hash.KeyBuffer()");
        context.declareField("boolean", "kn$" + k, "false");
      }
      if (level.type() == JoinType.LEFT) {
        context.declareField("boolean", "m$" + k, "false");
        context.declareField("boolean", "x$" + k, "false");
      }
    }
    ColumnReader reader = reader(space);
    // The first join's keys read probe columns only: its lookups for a whole batch run in one
    // tight loop when the batch starts, whose independent cache misses the processor overlaps
    // (in the row-at-a-time state machine each miss stalls alone). Only for plain columns,
    // which cannot fail on a row the filter would have dropped.
    boolean batchLookup = n > 0 && levels.get(0).probeKeys().stream()
        .allMatch(k -> k instanceof ColumnRef ref && space.levelOf.get(ref.index()) == 0);
    if (batchLookup) {
      context.declareField("int[]", "f$1", "new int[0]");
    }
    StringBuilder body = new StringBuilder();
    body.append(setBuild(context, space, used, levels));
    body.append(start(context, space, used, batchLookup));
    body.append("  public int fill(org.apache.arrow.vector.VectorSchemaRoot out, int capacity) {\n");
    body.append("    prepareOutput(out, capacity);\n");
    body.append(outs.bind(context, "out", maxLength / 4));
    body.append("    return run(capacity);\n");
    body.append("  }\n\n");
    body.append("  public boolean exhausted() {\n    return exhausted;\n  }\n\n");
    for (int k = 1; k <= n; k++) {
      advance(context, reader, k, levels.get(k - 1), k == 1 && batchLookup ? "f$1[row]" : "find$" + k + "(row)");
    }
    emit(context, reader, projects, outs);
    body.append(run(context, reader, filter, n));
    String source = ClassWriter.write(CLASS_NAME, JoinPipelineKernel.class, "Object[] refs", "super(refs);", context,
        "", body.toString());
    return new GeneratedClass(CLASS_NAME, source, context.references());
  }

  /** Where each column of the space comes from: level 0 is the probe source. */
  private static final class Space {
    final List<SqlType> types = new ArrayList<>();
    final List<Integer> levelOf = new ArrayList<>();
    final int[] offsets;
    final List<Level> levels;

    Space(List<Column> probeColumns, List<Level> levels) {
      this.levels = levels;
      offsets = new int[levels.size() + 1];
      probeColumns.forEach(c -> add(c, 0));
      for (int k = 1; k <= levels.size(); k++) {
        offsets[k] = types.size();
        for (Column c : levels.get(k - 1).buildColumns()) {
          add(c, k);
        }
      }
    }

    private void add(Column column, int level) {
      types.add(column.type());
      levelOf.add(level);
    }

    String rowOf(int index) {
      int level = levelOf.get(index);
      return level == 0 ? "row" : "b$" + level;
    }

    boolean padded(int index) {
      int level = levelOf.get(index);
      return level > 0 && levels.get(level - 1).type() == JoinType.LEFT;
    }
  }

  private static void collect(Expr expr, Map<Integer, SqlType> used) {
    if (expr instanceof ColumnRef ref) {
      used.putIfAbsent(ref.index(), ref.type());
    } else if (expr instanceof Call call) {
      call.operands().forEach(o -> collect(o, used));
    }
  }

  /** Fields for the columns read, named by their index in the space, typed as their vectors are. */
  private static void declareColumns(CodeContext context, Space space, Map<Integer, SqlType> used) {
    for (int i : used.keySet()) {
      InputColumns.declareColumn(context, i, space.types.get(i));
    }
  }

  /** Statements binding the fields of the space's columns {@code [from, to)} to {@code batch}. */
  private static List<String> bind(Space space, Map<Integer, SqlType> used, int from, int to, String batch) {
    List<String> statements = new ArrayList<>();
    for (int i : used.keySet()) {
      if (i < from || i >= to) {
        continue;
      }
      InputColumns.bindColumn(statements, i, space.types.get(i), batch, i - from);
    }
    return statements;
  }

  private String setBuild(CodeContext context, Space space, Map<Integer, SqlType> used, List<Level> levels) {
    StringBuilder code = new StringBuilder();
    code.append("  public void setBuild(int level, org.apache.arrow.vector.VectorSchemaRoot build, "
        + "io.quiver.engine.hash.JoinChains table) {\n");
    for (int k = 1; k <= levels.size(); k++) {
      Level level = levels.get(k - 1);
      String table = level.longKeyed() ? "io.quiver.engine.hash.LongJoinTable" : "io.quiver.engine.hash.JoinTable";
      int to = k < levels.size() ? space.offsets[k + 1] : space.types.size();
      List<String> statements = bind(space, used, space.offsets[k], to, "build");
      code.append("    if (level == ").append(k).append(") {\n");
      code.append("      t$").append(k).append(" = (").append(table).append(") table;\n");
      code.append(context.splitter().split(statements, "org.apache.arrow.vector.VectorSchemaRoot build", "build",
          "bindBuild", context, maxLength / 4));
      code.append("    }\n");
    }
    code.append("  }\n\n");
    return code.toString();
  }

  private String start(CodeContext context, Space space, Map<Integer, SqlType> used, boolean batchLookup) {
    List<String> statements = bind(space, used, 0, space.offsets.length > 1 ? space.offsets[1] : space.types.size(),
        "in");
    return "  public void start(org.apache.arrow.vector.VectorSchemaRoot in) {\n"
        + context.splitter().split(statements, "org.apache.arrow.vector.VectorSchemaRoot in", "in", "bindProbe", context,
            maxLength / 4)
        + "    rowCount = in.getRowCount();\n"
        + (batchLookup ? "    if (f$1.length < rowCount) {\n      f$1 = new int[Math.max(rowCount, 1024)];\n    }\n"
            + "    for (int r = 0; r < rowCount; r++) {\n      f$1[r] = find$1(r);\n    }\n" : "")
        + "    row = -1;\n"
        + "    level = 0;\n"
        + "    exhausted = false;\n"
        + "  }\n\n";
  }

  private static ColumnReader reader(Space space) {
    return ref -> {
      int i = ref.index();
      SqlType type = space.types.get(i);
      String row = space.rowOf(i);
      String value = JavaTypes.read(type, "in" + i, "in" + i + "Data", row);
      String isNull = type.nullable() ? JavaTypes.readIsNull("in" + i + "Valid", row) : "false";
      if (space.padded(i)) {
        isNull = isNull.equals("false") ? "(" + row + " < 0)" : "(" + row + " < 0 || " + isNull + ")";
      }
      if (type.id().isCharacter()) {
        GeneratedExpr.StringSlice slice = new GeneratedExpr.StringSlice("in" + i + "Data",
            "getIntAt(in" + i + "Offsets, " + row + ")", "getIntAt(in" + i + "Offsets, " + row + " + 1)",
            "in" + i + ".getDataBuffer()");
        return new GeneratedExpr("", value, isNull, slice);
      }
      return GeneratedExpr.constant(value, isNull);
    };
  }

  /** A method {@code private boolean name(int row)}: true when {@code condition} is true (null: always). */
  private String condition(CodeContext context, ColumnReader reader, Expr condition, String prefix) {
    String name = context.newName(prefix);
    if (condition == null) {
      context.addMethod("  private boolean " + name + "(int row) {\n    return true;\n  }\n");
      return name;
    }
    GeneratedExpr e = new ExprCodeGenerator(context, reader).generateWithin(condition, Math.max(maxLength - 140,
        maxLength / 3));
    String passes = e.isNull().equals("false") ? e.value() : "!" + e.isNull() + " && " + e.value();
    context.addMethod("  private boolean " + name + "(int row) {\n" + e.code() + "    return " + passes + ";\n  }\n");
    return name;
  }

  /** {@code private int find$k(int row)}: the first entry of the probe row's key, -1 for none or a NULL key. */
  private void find(CodeContext context, ColumnReader reader, int k, Level level) {
    StringBuilder code = new StringBuilder();
    code.append("  private int find$").append(k).append("(int row) {\n");
    if (level.longKeyed()) {
      GeneratedExpr key = new ExprCodeGenerator(context, reader).generateWithin(level.probeKeys().get(0),
          Math.max(maxLength - 160, maxLength / 3));
      code.append(key.code());
      String value = "(long) " + key.value();
      code.append(key.isNull().equals("false") ? "    return t$" + k + ".find(" + value + ");\n"
          : "    return " + key.isNull() + " ? -1 : t$" + k + ".find(" + value + ");\n");
    } else {
      List<String> blocks = new ArrayList<>();
      int budget = Math.max(maxLength / (level.probeKeys().size() + 1), maxLength / 3);
      for (Expr keyExpr : level.probeKeys()) {
        GeneratedExpr key = new ExprCodeGenerator(context, reader).generateWithin(keyExpr, budget);
        String put = "kb$" + k + "." + put(keyExpr.type(), key) + ";";
        blocks.add("{\n" + key.code() + (key.isNull().equals("false") ? put + "\n"
            : "if (" + key.isNull() + ") {\n  kn$" + k + " = true;\n} else {\n  " + put + "\n}\n") + "}\n");
      }
      code.append("    kn$").append(k).append(" = false;\n");
      code.append("    kb$").append(k).append(".reset();\n");
      code.append(context.splitRowBlocks(blocks, "key", maxLength - 200));
      code.append("    return kn$").append(k).append(" ? -1 : t$").append(k).append(".find(kb$").append(k).append(");\n");
    }
    code.append("  }\n");
    context.addMethod(code.toString());
  }

  /** The KeyBuffer call writing a probe key value exactly as VectorKeys writes the build column's. */
  private static String put(SqlType type, GeneratedExpr key) {
    String v = key.value();
    return switch (type.id()) {
      case BOOLEAN -> "putLong(" + v + " ? 1L : 0L)";
      case REAL, DOUBLE -> "putDouble((double) " + v + ")";
      case DECIMAL -> type.isLongDecimal() ? "putLong(" + v + ")" : "putDecimal(" + v + ")";
      case CHAR, VARCHAR, BINARY, VARBINARY -> key.slice() != null
          ? "putBytesAt(" + key.slice().data() + ", " + key.slice().start() + ", " + key.slice().end() + ")"
          : "putBytes(" + v + ")";
      default -> {
        if (type.id() == TypeId.TINYINT || type.id() == TypeId.SMALLINT || type.id() == TypeId.INTEGER
            || type.id() == TypeId.DATE) {
          yield "putLong((long) " + v + ")";
        }
        yield "putLong(" + v + ")";
      }
    };
  }

  /**
   * {@code private boolean advance$k(boolean enter, int row)}: moves level {@code k} to its next
   * row, true when there is one (its build row is then in {@code b$k}).
   */
  private void advance(CodeContext context, ColumnReader reader, int k, Level level, String findCall) {
    find(context, reader, k, level);
    String residual = condition(context, reader, level.residual(), "residual");
    String after = condition(context, reader, level.after(), "after");
    String t = "t$" + k;
    String b = "b$" + k;
    StringBuilder code = new StringBuilder();
    code.append("  private boolean advance$").append(k).append("(boolean enter, int row) {\n");
    switch (level.type()) {
      case INNER -> {
        code.append("    int e = enter ? " + findCall + " : ").append(t).append(".next(e$").append(k)
            .append(");\n");
        code.append("    for (; e >= 0; e = ").append(t).append(".next(e)) {\n");
        code.append("      ").append(b).append(" = (int) ").append(t).append(".ref(e);\n");
        code.append("      if (").append(residual).append("(row) && ").append(after).append("(row)) {\n");
        code.append("        e$").append(k).append(" = e;\n        return true;\n      }\n");
        code.append("    }\n    return false;\n");
      }
      case LEFT -> {
        code.append("    int e;\n");
        code.append("    if (enter) {\n      m$").append(k).append(" = false;\n      x$").append(k).append(" = false;\n");
        code.append("      e = ").append(findCall).append(";\n");
        code.append("    } else {\n      if (x$").append(k).append(") {\n        return false;\n      }\n");
        code.append("      e = ").append(t).append(".next(e$").append(k).append(");\n    }\n");
        code.append("    for (; e >= 0; e = ").append(t).append(".next(e)) {\n");
        code.append("      ").append(b).append(" = (int) ").append(t).append(".ref(e);\n");
        code.append("      if (").append(residual).append("(row)) {\n");
        code.append("        m$").append(k).append(" = true;\n");
        code.append("        if (").append(after).append("(row)) {\n");
        code.append("          e$").append(k).append(" = e;\n          return true;\n        }\n      }\n");
        code.append("    }\n");
        // No match at all: the row once more, its build columns NULL.
        code.append("    if (!m$").append(k).append(") {\n      x$").append(k).append(" = true;\n      ").append(b)
            .append(" = -1;\n      return ").append(after).append("(row);\n    }\n");
        code.append("    return false;\n");
      }
      case SEMI, ANTI -> {
        code.append("    if (!enter) {\n      return false;\n    }\n");
        code.append("    boolean matched = false;\n");
        code.append("    for (int e = ").append(findCall).append("; e >= 0; e = ").append(t).append(".next(e)) {\n");
        code.append("      ").append(b).append(" = (int) ").append(t).append(".ref(e);\n");
        code.append("      if (").append(residual).append("(row)) {\n        matched = true;\n        break;\n      }\n");
        code.append("    }\n");
        code.append("    ").append(b).append(" = -1;\n");
        code.append("    return ").append(level.type() == JoinType.SEMI ? "matched" : "!matched").append(" && ")
            .append(after).append("(row);\n");
      }
      default -> throw new IllegalStateException(level.type().toString());
    }
    code.append("  }\n");
    context.addMethod(code.toString());
  }

  private void emit(CodeContext context, ColumnReader reader, List<Expr> projects, CalcGenerator.OutputColumns outs) {
    List<String> blocks = new ArrayList<>();
    for (int j = 0; j < projects.size(); j++) {
      int column = j;
      blocks.add("{\n" + CalcGenerator.block(context, reader, projects.get(j), 250, e -> outs.write(column, e, "outRow"))
          + "}\n");
    }
    context.addMethod("  private void emit(int row, int outRow) {\n"
        + context.splitter().split(blocks, "int row, int outRow", "row, outRow", "project", context, maxLength - 100)
        + "  }\n");
  }

  private String run(CodeContext context, ColumnReader reader, Expr filter, int n) {
    StringBuilder loop = new StringBuilder();
    loop.append("    while (true) {\n");
    loop.append("      if (level == 0) {\n");
    loop.append("        if (++row >= rowCount) {\n");
    loop.append("          exhausted = true;\n          this.row = row;\n          this.level = 0;\n");
    loop.append("          return outRow;\n        }\n");
    if (filter != null) {
      loop.append(CalcGenerator.filter(context, reader, filter, false));
    }
    loop.append("        level = 1;\n        enter = true;\n");
    loop.append("      } else if (level <= ").append(n).append(") {\n");
    loop.append("        boolean found;\n");
    loop.append("        switch (level) {\n");
    for (int k = 1; k <= n; k++) {
      loop.append("          case ").append(k).append(": found = advance$").append(k).append("(enter, row); break;\n");
    }
    loop.append("          default: throw new IllegalStateException();\n");
    loop.append("        }\n");
    loop.append("        if (found) {\n          level++;\n          enter = true;\n");
    loop.append("        } else {\n          level--;\n          enter = false;\n        }\n");
    loop.append("      } else {\n");
    loop.append("        if (outRow == capacity) {\n");
    loop.append("          this.row = row;\n          this.level = level;\n          this.enter = enter;\n");
    loop.append("          return outRow;\n        }\n");
    loop.append("        emit(row, outRow);\n        outRow++;\n");
    loop.append("        level = ").append(n).append(";\n        enter = false;\n");
    loop.append("      }\n");
    loop.append("    }\n");
    StringBuilder body = new StringBuilder();
    body.append("  private int run(int capacity) {\n");
    body.append(context.localCopies(loop.toString(), 32, Math.max(0, maxLength - loop.length() - 200)));
    body.append("    int row = this.row;\n    int level = this.level;\n    boolean enter = this.enter;\n");
    body.append("    int outRow = 0;\n");
    body.append(loop);
    body.append("  }\n");
    return body.toString();
  }
}

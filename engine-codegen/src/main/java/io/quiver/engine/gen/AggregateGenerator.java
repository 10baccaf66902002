package io.quiver.engine.gen;

import static io.quiver.engine.gen.ExprCodeGenerator.FN;

import io.quiver.engine.runtime.AggregateKernel;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.plan.AggregateFunction;
import io.quiver.engine.split.MethodSplitter;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;

/**
 * Generates a hash aggregation fused with the filter and projections feeding it: per row, the
 * condition, the grouping key (serialised into a {@code KeyBuffer} and looked up in a
 * {@code GroupTable}) and one accumulator update per aggregate, all in one loop. Accumulators
 * live in primitive arrays indexed by group id.
 */
public final class AggregateGenerator {
  public static final String CLASS_NAME = "GeneratedAggregate";

  /**
   * One aggregate to compute: its function, its argument (null for COUNT(*)), result type and,
   * for LISTAGG, its separator (null: ',').
   */
  public record Aggregate(AggregateFunction function, Expr argument, SqlType resultType, Expr separator) {
    public Aggregate(AggregateFunction function, Expr argument, SqlType resultType) {
      this(function, argument, resultType, null);
    }
  }

  private final int maxLength;
  private final boolean compact;

  public AggregateGenerator(int maxGeneratedCodeLength) {
    this(maxGeneratedCodeLength, false);
  }

  /** @param compact only the loop with null checks, as {@link CalcGenerator#COMPACT_MAX_ROWS} says */
  public AggregateGenerator(int maxGeneratedCodeLength, boolean compact) {
    this.maxLength = maxGeneratedCodeLength;
    this.compact = compact;
  }

  public GeneratedClass generate(Expr condition, List<Expr> keys, List<Aggregate> aggregates, List<Column> outputs) {
    CodeContext context = new CodeContext(maxLength);
    MethodSplitter splitter = context.splitter();
    InputColumns inputs = new InputColumns();
    inputs.collect(condition);
    keys.forEach(inputs::collect);
    aggregates.forEach(a -> {
      inputs.collect(a.argument());
      inputs.collect(a.separator());
    });
    inputs.declareFields(context);

    StringBuilder fields = new StringBuilder();
    fields.append("  private int groupCount;\n  private int capacity;\n");
    fields.append("  private long packedKey;\n  private boolean keyPacks;\n");
    List<Accumulator> accumulators = new ArrayList<>();
    for (int a = 0; a < aggregates.size(); a++) {
      accumulators.add(new Accumulator(a, aggregates.get(a)));
    }
    accumulators.forEach(acc -> acc.declare(fields));
    if (!keys.isEmpty()) {
      context.addMethod(writeKeysMethod(context, keys, outputs, fields));
    }

    int[] read = inputs.nullableIndexes();
    String call;
    if (read.length == 0) {
      call = "    " + loop(context, condition, keys, accumulators, true) + "(rowCount);\n";
    } else if (compact) {
      call = "    " + loop(context, condition, keys, accumulators, false) + "(rowCount);\n";
    } else {
      String fast = loop(context, condition, keys, accumulators, true);
      String slow = loop(context, condition, keys, accumulators, false);
      String columns = context.addReferenceField("int[]", read, "(int[]) ref");
      call = "    if (noNulls(in, " + columns + ")) {\n      " + fast + "(rowCount);\n    } else {\n      "
          + slow + "(rowCount);\n    }\n";
    }
    StringBuilder body = new StringBuilder();
    body.append("  public void accumulate(org.apache.arrow.vector.VectorSchemaRoot in) {\n");
    body.append(inputs.bind(context, "in", maxLength / 2));
    body.append("    final int rowCount = in.getRowCount();\n");
    body.append(call);
    body.append("  }\n\n");

    List<String> grows = new ArrayList<>();
    accumulators.forEach(acc -> grows.add(acc.grow()));
    long bytesPerGroup = 0;
    for (Accumulator acc : accumulators) {
      bytesPerGroup += acc.bytesPerGroup();
    }
    body.append("  public long heapBytes() {\n    return accumulatorHeapBytes(capacity, ").append(bytesPerGroup)
        .append("L);\n  }\n\n");
    body.append("  private void growAccumulators(int size) {\n    if (size <= capacity) {\n      return;\n    }\n");
    body.append("    capacity = grownCapacity(capacity, size);\n");
    body.append(splitter.split(grows, "", "", "grow", context, maxLength - 200));
    body.append("  }\n\n");

    List<String> finishBlocks = new ArrayList<>();
    for (Accumulator acc : accumulators) {
      finishBlocks.add(acc.finish(keys.size() + acc.index, outputs.get(keys.size() + acc.index)));
    }
    body.append("  public org.apache.arrow.vector.VectorSchemaRoot finish() {\n");
    body.append(splitter.split(finishBlocks, "", "", "finish", context, maxLength - 200));
    body.append("    out.setRowCount(groupCount);\n    return handOver();\n  }\n");

    String constructor = "super(refs, out);";
    String init = keys.isEmpty() ? "    growAccumulators(1);\n    groupCount = 1;\n" : "    growAccumulators(16);\n";
    String source = ClassWriter.write(CLASS_NAME, AggregateKernel.class,
        "Object[] refs, org.apache.arrow.vector.VectorSchemaRoot out", constructor + "\n" + init, context,
        fields.toString(), body.toString());
    return new GeneratedClass(CLASS_NAME, source, context.references(), context.foreignClasses());
  }

  /**
   * One variant of the loop (with or without null checks): filter, find the group, update every
   * accumulator.
   */
  private String loop(CodeContext context, Expr condition, List<Expr> keys, List<Accumulator> accumulators,
      boolean noNulls) {
    ColumnReader reader = InputColumns.reader(noNulls, "row");
    String name = context.newName(noNulls ? "loopNoNulls" : "loop");
    StringBuilder loop = new StringBuilder();
    loop.append("    for (int row = 0; row < rowCount; row++) {\n");
    if (condition != null) {
      loop.append(CalcGenerator.filter(context, reader, condition, noNulls));
    }
    if (keys.isEmpty()) {
      loop.append("      final int g = 0;\n");
    } else {
      String group = context.newName(noNulls ? "groupNoNulls" : "group");
      context.addMethod(groupMethod(context, reader, group, keys));
      loop.append("      final int g = ").append(group).append("(row);\n");
    }
    List<String> updates = new ArrayList<>();
    for (Accumulator acc : accumulators) {
      updates.add("{\n" + acc.update(context, reader) + "}\n");
    }
    loop.append(context.splitter().split(updates, "int row, int g", "row, g", "update", context,
        maxLength - 300 - loop.length()));
    loop.append("    }\n");
    StringBuilder body = new StringBuilder();
    body.append("  private void ").append(name).append("(int rowCount) {\n");
    // The copies share the method's length budget with the loop (header, counters and return: ~100).
    body.append(context.localCopies(loop.toString(), 32, maxLength - loop.length() - 100));
    body.append(loop);
    body.append("  }\n");
    context.addMethod(body.toString());
    return name;
  }

  /** The method computing a row's key into the key buffer and finding (or making) its group. */
  private String groupMethod(CodeContext context, ColumnReader reader, String name, List<Expr> keys) {
    KeyPacking packing = KeyPacking.of(keys);
    if (packing != null) {
      return packedGroupMethod(context, reader, name, keys, packing);
    }
    List<String> keyBlocks = new ArrayList<>();
    for (int k = 0; k < keys.size(); k++) {
      SqlType type = keys.get(k).type();
      String value = "keyValue" + k;
      String isNull = "keyNull" + k;
      int key = k;
      keyBlocks.add("{\n" + CalcGenerator.block(context, reader, keys.get(k), 200, e -> {
        if (e.slice() != null && isBytes(type)) {
          // A string read from the input goes into the key from its buffer; the byte[] is made
          // only when the row starts a new group (writeKeys).
          GeneratedExpr.StringSlice slice = e.slice();
          return isNull + " = " + e.isNull() + ";\n" + value + " = null;\n"
              + "if (" + isNull + ") {\n  key.putNull();\n} else {\n"
              + "  keyData" + key + " = " + slice.data() + ";\n  keyStart" + key + " = " + slice.start() + ";\n"
              + "  keyEnd" + key + " = " + slice.end() + ";\n"
              + "  key.putBytesAt(keyData" + key + ", keyStart" + key + ", keyEnd" + key + ");\n}\n";
        }
        return isNull + " = " + e.isNull() + ";\n" + value + " = " + e.value() + ";\n"
            + "if (" + isNull + ") {\n  key.putNull();\n} else {\n  " + putKey(type, value) + "\n}\n";
      }) + "}\n");
    }
    return "  private int " + name + "(int row) {\n    key.reset();\n"
        + context.splitRowBlocks(keyBlocks, "key", maxLength - 300)
        + "    int g = groups.findOrInsert(key);\n"
        + "    if (g == groupCount) {\n      growAccumulators(g + 1);\n      groupCount++;\n      writeKeys(g);\n    }\n"
        + "    return g;\n  }\n";
  }

  /**
   * The method finding a row's group when the keys pack into a {@code long}: each key's value
   * goes to its fields (for {@code writeKeys}) and into {@code packedKey}; a string longer than
   * its share of the bits clears {@code keyPacks}, and the row's key is then serialised from the
   * fields into the key buffer and looked up among the keys that did not pack.
   */
  private String packedGroupMethod(CodeContext context, ColumnReader reader, String name, List<Expr> keys,
      KeyPacking packing) {
    List<String> keyBlocks = new ArrayList<>();
    List<String> unpacked = new ArrayList<>();
    for (int k = 0; k < keys.size(); k++) {
      SqlType type = keys.get(k).type();
      String value = "keyValue" + k;
      String isNull = "keyNull" + k;
      int key = k;
      keyBlocks.add("{\n" + CalcGenerator.block(context, reader, keys.get(k), 300, e -> {
        String assign;
        if (e.slice() != null && isBytes(type)) {
          GeneratedExpr.StringSlice slice = e.slice();
          assign = isNull + " = " + e.isNull() + ";\n" + value + " = null;\n"
              + "if (!" + isNull + ") {\n  keyData" + key + " = " + slice.data() + ";\n  keyStart" + key + " = "
              + slice.start() + ";\n  keyEnd" + key + " = " + slice.end() + ";\n}\n";
        } else {
          assign = isNull + " = " + e.isNull() + ";\n" + value + " = " + e.value() + ";\n";
        }
        return assign + packing.pack(key, type);
      }) + "}\n");
      String put;
      if (isBytes(type)) {
        put = "if (" + value + " != null) {\n  key.putBytes(" + value + ");\n} else {\n  key.putBytesAt(keyData" + k
            + ", keyStart" + k + ", keyEnd" + k + ");\n}";
      } else {
        put = putKey(type, value);
      }
      unpacked.add("    if (" + isNull + ") {\n      key.putNull();\n    } else {\n      " + put + "\n    }\n");
    }
    String putUnpacked = context.newName("putUnpackedKey");
    context.addMethod("  private void " + putUnpacked + "() {\n    key.reset();\n"
        + context.splitter().split(unpacked, "", "", "putKey", context, maxLength - 100) + "  }\n");
    return "  private int " + name + "(int row) {\n    packedKey = 0L;\n    keyPacks = true;\n"
        + context.splitRowBlocks(keyBlocks, "key", maxLength - 400)
        + "    int g;\n"
        + "    if (keyPacks) {\n      g = packedGroups.find(packedKey);\n      if (g >= 0) {\n        return g;\n      }\n"
        + "      g = groupCount;\n      packedGroups.insert(packedKey, g);\n"
        + "    } else {\n      " + putUnpacked + "();\n      g = unpackedGroup(groupCount);\n"
        + "      if (g < groupCount) {\n        return g;\n      }\n    }\n"
        + "    growAccumulators(g + 1);\n    groupCount++;\n    writeKeys(g);\n    return g;\n  }\n";
  }

  /**
   * How grouping keys pack into one {@code long}: each key in turn takes a null bit (if its type
   * is nullable) and its value's bits; integers, dates and booleans their width, strings a length
   * and up to {@code maxBytes} bytes, the share of the bits the fixed-width keys leave them
   * (TPC-H Q1's two CHAR(1) flags: 3 bytes each). Every (null, value) of each key has its own
   * bit pattern, so equal packs are equal keys; a string longer than its share does not pack.
   */
  record KeyPacking(int[] offsets, boolean[] nullBits, int[] maxBytes) {
    static KeyPacking of(List<Expr> keys) {
      int fixed = 0;
      int strings = 0;
      for (Expr key : keys) {
        SqlType type = key.type();
        int bits = valueBits(type);
        if (bits == 0) {
          return null;
        }
        fixed += (type.nullable() ? 1 : 0) + (bits > 0 ? bits : 0);
        strings += bits < 0 ? 1 : 0;
      }
      if (fixed > 64) {
        return null;
      }
      int stringBytes = 0;
      if (strings > 0) {
        int share = (64 - fixed) / strings;
        for (int b = 1; b <= 7 && 8 * b + lengthBits(b) <= share; b++) {
          stringBytes = b;
        }
        if (stringBytes == 0) {
          return null;
        }
      }
      int[] offsets = new int[keys.size()];
      boolean[] nullBits = new boolean[keys.size()];
      int[] maxBytes = new int[keys.size()];
      int offset = 0;
      for (int k = 0; k < keys.size(); k++) {
        SqlType type = keys.get(k).type();
        offsets[k] = offset;
        nullBits[k] = type.nullable();
        int bits = valueBits(type);
        maxBytes[k] = bits < 0 ? stringBytes : 0;
        offset += (nullBits[k] ? 1 : 0) + (bits > 0 ? bits : 8 * stringBytes + lengthBits(stringBytes));
      }
      return new KeyPacking(offsets, nullBits, maxBytes);
    }

    /** Bits of a packed value of {@code type}: -1 for a string, 0 when it does not pack. */
    private static int valueBits(SqlType type) {
      return switch (type.id()) {
        case BOOLEAN -> 1;
        case TINYINT -> 8;
        case SMALLINT -> 16;
        case INTEGER, DATE -> 32;
        case BIGINT, TIMESTAMP, TIME, TIMESTAMP_LTZ, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> 64;
        case DECIMAL -> type.isLongDecimal() ? 64 : 0;
        case CHAR, VARCHAR, BINARY, VARBINARY -> -1;
        default -> 0;
      };
    }

    private static int lengthBits(int maxBytes) {
      return 32 - Integer.numberOfLeadingZeros(maxBytes);
    }

    /** Statements adding key {@code k}, already in its fields, to {@code packedKey}. */
    String pack(int k, SqlType type) {
      int offset = offsets[k];
      int valueAt = offset + (nullBits[k] ? 1 : 0);
      String isNull = "keyNull" + k;
      String value = "keyValue" + k;
      String packValue;
      if (maxBytes[k] > 0) {
        String n = "keyLength" + k;
        packValue = "int " + n + " = " + value + " != null ? " + value + ".length : keyEnd" + k + " - keyStart" + k + ";\n"
            + "if (" + n + " > " + maxBytes[k] + ") {\n  keyPacks = false;\n} else {\n"
            + "  packedKey |= ((" + value + " != null ? packBytes(" + value + ") : packBytesAt(keyData" + k + " + keyStart" + k
            + ", " + n + ")) | ((long) " + n + " << " + (8 * maxBytes[k]) + ")) << " + valueAt + ";\n}\n";
      } else {
        int bits = valueBits(type);
        String v = type.id() == TypeId.BOOLEAN ? "(" + value + " ? 1L : 0L)" : "(long) " + value;
        String masked = bits == 64 ? v : "(" + v + " & " + ((1L << bits) - 1) + "L)";
        packValue = "packedKey |= " + masked + (valueAt == 0 ? "" : " << " + valueAt) + ";\n";
      }
      if (!nullBits[k]) {
        return packValue;
      }
      return "if (" + isNull + ") {\n  packedKey |= 1L << " + offset + ";\n} else {\n" + packValue + "}\n";
    }
  }

  /** The method writing the key of a new group {@code g} from the key fields into the result. */
  private String writeKeysMethod(CodeContext context, List<Expr> keys, List<Column> outputs, StringBuilder fields) {
    List<String> writeBlocks = new ArrayList<>();
    for (int k = 0; k < keys.size(); k++) {
      SqlType type = keys.get(k).type();
      String value = "keyValue" + k;
      String isNull = "keyNull" + k;
      fields.append("  private ").append(JavaTypes.javaType(type)).append(' ').append(value).append(";\n");
      fields.append("  private boolean ").append(isNull).append(";\n");
      if (isBytes(type)) {
        fields.append("  private long keyData").append(k).append(";\n  private int keyStart").append(k)
            .append(";\n  private int keyEnd").append(k).append(";\n");
        value = "(" + value + " != null ? " + value + " : SqlBytes.copy(keyData" + k + ", keyStart" + k + ", keyEnd" + k
            + "))";
      }
      Column output = outputs.get(k);
      String vector = "((" + JavaTypes.vectorClass(output.type()) + ") out.getVector(" + k + "))";
      writeBlocks.add("    if (" + isNull + ") {\n      " + vector + ".setNull(g);\n    } else {\n      "
          + JavaTypes.write(output.type(), vector, "g", Casts.cast(value, type, output.type())) + "\n    }\n");
    }
    return "  private void writeKeys(int g) {\n"
        + context.splitter().split(writeBlocks, "int g", "g", "writeKey", context, maxLength - 100)
        + "  }\n";
  }

  private static boolean isBytes(SqlType type) {
    return switch (type.id()) {
      case CHAR, VARCHAR, BINARY, VARBINARY -> true;
      default -> false;
    };
  }

  private static String putKey(SqlType type, String value) {
    return switch (type.id()) {
      case BOOLEAN -> "key.putBoolean(" + value + ");";
      case TINYINT, SMALLINT, INTEGER, DATE, NULL -> "key.putInt(" + value + ");";
      case BIGINT, TIMESTAMP, TIME, TIMESTAMP_LTZ, INTERVAL_YEAR_MONTH, INTERVAL_DAY_TIME -> "key.putLong(" + value + ");";
      case REAL, DOUBLE -> "key.putDouble(" + value + ");";
      case DECIMAL -> type.isLongDecimal() ? "key.putLong(" + value + ");" : "key.putDecimal(" + value + ");";
      // CHAR keys compare blank-padded; stored values are already padded to the column length.
      case CHAR, VARCHAR, BINARY, VARBINARY -> "key.putBytes(" + value + ");";
      case ARRAY, MULTISET, MAP, ROW -> "key.putBytes(io.quiver.engine.types.CompositeKeys.encode(" + value + "));";
    };
  }

  /** The state and code of one aggregate. */
  private static final class Accumulator {
    private final int index;
    private final Aggregate aggregate;
    private final SqlType argType;
    private final String acc;
    private final String has;
    private final String big;
    /** A SUM of wide DECIMAL arithmetic over narrow operands: summed as longs while they fit. */
    private final boolean wideAsLong;

    Accumulator(int index, Aggregate aggregate) {
      this.index = index;
      this.aggregate = aggregate;
      this.argType = aggregate.argument() == null ? null : aggregate.argument().type();
      this.acc = "acc" + index;
      this.has = "has" + index;
      this.big = "big" + index;
      this.wideAsLong = isSum() && WideDecimalAsLong.applies(aggregate.argument());
    }

    private boolean isCount() {
      return aggregate.function() == AggregateFunction.COUNT;
    }

    private boolean isListAgg() {
      return aggregate.function() == AggregateFunction.LISTAGG;
    }

    private boolean isArrayAgg() {
      return aggregate.function() == AggregateFunction.ARRAY_AGG;
    }

    private boolean isSum() {
      return aggregate.function() == AggregateFunction.SUM || aggregate.function() == AggregateFunction.SUM0;
    }

    /** The Java type of one accumulator slot. */
    private String slotType() {
      if (isCount()) {
        return "long";
      }
      if (isListAgg()) {
        return "io.quiver.engine.runtime.StringAggregation";
      }
      if (isArrayAgg()) {
        return "java.util.ArrayList";
      }
      if (wideAsLong) {
        return "long";
      }
      if (isSum()) {
        return switch (argType.id()) {
          case TINYINT, SMALLINT, INTEGER, BIGINT -> "long";
          case REAL, DOUBLE -> "double";
          default -> JavaTypes.javaType(argType);
        };
      }
      return JavaTypes.javaType(argType);
    }

    /** The SQL type of the accumulated value, before conversion to the result type. */
    private SqlType slotSqlType() {
      if (isCount()) {
        return SqlType.of(TypeId.BIGINT);
      }
      if (isSum()) {
        return switch (argType.id()) {
          case TINYINT, SMALLINT, INTEGER, BIGINT -> SqlType.of(TypeId.BIGINT);
          case REAL, DOUBLE -> SqlType.of(TypeId.DOUBLE);
          default -> argType;
        };
      }
      return argType;
    }

    private boolean isObjectSlot() {
      return slotType().endsWith("]") || slotType().contains(".");
    }

    /** Sums of narrow decimals run in a {@code long} and spill to a {@code BigDecimal} on overflow. */
    private boolean spills() {
      return isSum() && (argType.isLongDecimal() || wideAsLong);
    }

    void declare(StringBuilder fields) {
      fields.append("  private ").append(slotType()).append("[] ").append(acc).append(";\n");
      if (!isCount() && !isObjectSlot()) {
        fields.append("  private boolean[] ").append(has).append(";\n");
      }
      if (spills()) {
        fields.append("  private java.math.BigDecimal[] ").append(big).append(";\n");
      }
    }

    /** The heap bytes one group takes in this aggregate's arrays (an object slot counted as 16). */
    long bytesPerGroup() {
      long bytes = elementBytes(slotType());
      if (!isCount() && !isObjectSlot()) {
        bytes += 1;
      }
      if (spills()) {
        bytes += 16;
      }
      return bytes;
    }

    private static long elementBytes(String elementType) {
      return switch (elementType) {
        case "long", "double" -> 8;
        case "int", "float" -> 4;
        case "short", "char" -> 2;
        case "byte", "boolean" -> 1;
        default -> 16;
      };
    }

    /** Statements growing this aggregate's arrays to {@code capacity}. */
    String grow() {
      StringBuilder body = new StringBuilder();
      growArray(body, acc, slotType());
      if (!isCount() && !isObjectSlot()) {
        growArray(body, has, "boolean");
      }
      if (spills()) {
        growArray(body, big, "java.math.BigDecimal");
      }
      return body.toString();
    }

    private static void growArray(StringBuilder body, String name, String elementType) {
      body.append("    ").append(name).append(" = ").append(name).append(" == null ? new ").append(newArray(elementType, "capacity"))
          .append(" : (").append(elementType).append("[]) java.util.Arrays.copyOf(").append(name).append(", capacity);\n");
    }

    private static String newArray(String elementType, String size) {
      return elementType.endsWith("[]")
          ? elementType.substring(0, elementType.length() - 2) + "[" + size + "][]"
          : elementType + "[" + size + "]";
    }

    String update(CodeContext context, ColumnReader reader) {
      if (aggregate.argument() == null) {
        return acc + "[g]++;\n";
      }
      if (isListAgg()) {
        return CalcGenerator.block(context, reader, aggregate.argument(), 700,
            e -> "if (!" + e.isNull() + ") {\n" + appendToList(context, reader, e) + "}\n");
      }
      if (isArrayAgg()) {
        // Every row's value, NULL included, in the engine's form (strings as their own byte[]).
        String slot = acc + "[g]";
        return CalcGenerator.block(context, reader, aggregate.argument(), 300,
            e -> "if (" + slot + " == null) {\n  " + slot + " = new java.util.ArrayList();\n}\n"
                + slot + ".add(" + e.isNull() + " ? null : " + JavaTypes.box(argType, e.value()) + ");\n");
      }
      if (wideAsLong) {
        return wideUpdate(context, reader);
      }
      return CalcGenerator.block(context, reader, aggregate.argument(), 450,
          e -> "if (!" + e.isNull() + ") {\n" + fold(e.value()) + "}\n");
    }

    /**
     * The update of a SUM over wide DECIMAL arithmetic: the narrow operands are evaluated once,
     * their result as a {@code long} is folded into the long sum; a row whose value overflows a
     * {@code long} is computed again as a {@code BigDecimal} from the same operands and added to
     * the overflow part.
     */
    private String wideUpdate(CodeContext context, ColumnReader reader) {
      List<Expr> leaves = WideDecimalAsLong.leaves(aggregate.argument());
      int budget = Math.max(context.maxLength() / (2 * leaves.size() + 2), 200);
      StringBuilder code = new StringBuilder();
      List<String> terms = new ArrayList<>();
      List<String> nulls = new ArrayList<>();
      for (Expr leaf : leaves) {
        GeneratedExpr e = new ExprCodeGenerator(context, reader).generateWithin(leaf, budget);
        code.append(e.code());
        terms.add(e.value());
        if (!e.isNull().equals("false")) {
          nulls.add(e.isNull());
        }
      }
      String value = context.newName("wide");
      String fits = context.newName("fits");
      String exact = context.newName("exact");
      String anyNull = nulls.isEmpty() ? "false" : String.join(" || ", nulls);
      code.append("if (!(").append(anyNull).append(")) {\n")
          .append("long ").append(value).append(" = 0L;\nboolean ").append(fits).append(" = true;\n")
          .append("try {\n  ").append(value).append(" = ")
          .append(WideDecimalAsLong.longValue(aggregate.argument(), terms)).append(";\n")
          .append("} catch (ArithmeticException overflow) {\n  ").append(fits).append(" = false;\n}\n")
          .append("if (").append(fits).append(") {\n").append(fold(value))
          .append("} else {\n  java.math.BigDecimal ").append(exact).append(" = ")
          .append(WideDecimalAsLong.bigDecimal(aggregate.argument(), terms)).append(";\n  ")
          .append(big).append("[g] = ").append(big).append("[g] == null ? ").append(exact).append(" : ")
          .append(big).append("[g].add(").append(exact).append(");\n  ").append(has).append("[g] = true;\n}\n")
          .append("}\n");
      return code.toString();
    }

    /** LISTAGG: appends a non-null value, after the separator unless it is the group's first. */
    private String appendToList(CodeContext context, ColumnReader reader, GeneratedExpr value) {
      String slot = acc + "[g]";
      String state = "io.quiver.engine.runtime.StringAggregation";
      java.util.function.Function<String, String> append = separator -> value.slice() != null
          ? slot + " = " + state + ".appendAt(" + slot + ", " + separator + ", " + value.slice().data() + ", "
              + value.slice().start() + ", " + value.slice().end() + ");\n"
          : slot + " = " + state + ".append(" + slot + ", " + separator + ", " + value.value() + ");\n";
      if (aggregate.separator() == null) {
        return append.apply(context.addReferenceField("byte[]", new byte[] {','}, "(byte[]) ref"));
      }
      String empty = context.addReferenceField("byte[]", new byte[0], "(byte[]) ref");
      return CalcGenerator.block(context, reader, aggregate.separator(), 300,
          s -> append.apply("(" + s.isNull() + " ? " + empty + " : " + s.value() + ")"));
    }

    private String fold(String v) {
      String slot = acc + "[g]";
      if (isCount()) {
        return slot + "++;\n";
      }
      if (isSum()) {
        return switch (slotType()) {
          case "long" -> spills()
              ? "long s = " + slot + ";\nlong r = s + " + v + ";\n"
                  + "if (((s ^ r) & (" + v + " ^ r)) < 0) {\n  " + big + "[g] = " + FN + ".spill(" + big + "[g], s, " + argType.scale() + ");\n  r = " + v + ";\n}\n"
                  + slot + " = r;\n" + has + "[g] = true;\n"
              : slot + " = Math.addExact(" + slot + ", (long) " + v + ");\n" + has + "[g] = true;\n";
          case "double" -> slot + " += " + v + ";\n" + has + "[g] = true;\n";
          default -> slot + " = " + slot + " == null ? " + v + " : " + slot + ".add(" + v + ");\n";
        };
      }
      Operator better = aggregate.function() == AggregateFunction.MIN ? Operator.LESS_THAN : Operator.GREATER_THAN;
      String wins = Comparisons.compare(better, v, argType, slot, argType);
      if (isObjectSlot()) {
        return "if (" + slot + " == null || " + wins + ") {\n  " + slot + " = " + v + ";\n}\n";
      }
      return "if (!" + has + "[g] || " + wins + ") {\n  " + slot + " = " + v + ";\n  " + has + "[g] = true;\n}\n";
    }

    String finish(int column, Column output) {
      SqlType resultType = output.type();
      String vector = "((" + JavaTypes.vectorClass(resultType) + ") out.getVector(" + column + "))";
      String slot = acc + "[g]";
      String present;
      String value;
      SqlType valueType = slotSqlType();
      if (isCount()) {
        present = "true";
        value = slot;
      } else if (isListAgg()) {
        present = slot + " != null";
        value = slot + ".toBytes()";
        valueType = resultType;
      } else if (isArrayAgg()) {
        present = slot + " != null";
        value = "new io.quiver.engine.types.ArrayData(" + slot + ".toArray())";
        valueType = resultType;
      } else if (spills()) {
        present = has + "[g]";
        value = FN + ".sum(" + big + "[g], " + slot + ", " + argType.scale() + ")";
        valueType = SqlType.decimal(SqlType.MAX_DECIMAL_PRECISION, argType.scale());
      } else if (isObjectSlot()) {
        present = slot + " != null";
        value = slot;
      } else {
        present = has + "[g]";
        value = slot;
      }
      if (isSum() && resultType.id() == TypeId.DECIMAL && !resultType.isLongDecimal()) {
        // A wide sum can outgrow 38 digits: that is an overflow (22003), not a vector error.
        value = FN + ".decimal(" + Casts.bigDecimal(value, valueType) + ", " + resultType.precision() + ", "
            + resultType.scale() + ")";
        valueType = resultType;
      }
      String zero = aggregate.function() == AggregateFunction.SUM0 ? zeroWrite(resultType, vector) : vector + ".setNull(g);";
      return "    for (int g = 0; g < groupCount; g++) {\n"
          + "      if (" + present + ") {\n        "
          + JavaTypes.write(resultType, vector, "g", Casts.cast(value, valueType, resultType)) + "\n"
          + "      } else {\n        " + zero + "\n      }\n"
          + "    }\n";
    }

    private static String zeroWrite(SqlType type, String vector) {
      String zero = switch (JavaTypes.javaType(type)) {
        case "java.math.BigDecimal" -> "java.math.BigDecimal.ZERO.setScale(" + type.scale() + ")";
        default -> "(" + JavaTypes.javaType(type) + ") 0";
      };
      return JavaTypes.write(type, vector, "g", zero);
    }
  }
}

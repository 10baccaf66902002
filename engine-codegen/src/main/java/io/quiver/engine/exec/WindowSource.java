package io.quiver.engine.exec;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.plan.SortKey;
import io.quiver.engine.plan.Window;
import io.quiver.engine.plan.WindowFunction;
import io.quiver.engine.plan.WindowFunction.Frame;
import io.quiver.engine.sort.BatchSorter;
import io.quiver.engine.sort.SortOrder;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.util.TransferPair;

/**
 * Computes window functions: sorts the whole input by partition and order keys, finds the
 * partitions and the peer groups (rows with equal order keys), evaluates every function for
 * every row over its frame, and emits the sorted rows with the results appended. Aggregates over
 * frames that only grow (the usual UNBOUNDED PRECEDING start) are computed incrementally.
 */
final class WindowSource implements BatchSource {
  private final BatchSource input;
  private final Window window;
  private final ExecContext context;
  private List<VectorSchemaRoot> sorted;
  private int nextBatch;

  WindowSource(BatchSource input, Window window, ExecContext context) {
    this.input = input;
    this.window = window;
    this.context = context;
  }

  @Override
  public List<Column> columns() {
    return window.columns();
  }

  @Override
  public VectorSchemaRoot next() {
    if (sorted == null) {
      sorted = sort();
      computeAll();
    }
    if (nextBatch >= sorted.size()) {
      return null;
    }
    VectorSchemaRoot batch = sorted.get(nextBatch);
    sorted.set(nextBatch++, null);
    return batch;
  }

  private List<VectorSchemaRoot> sort() {
    List<SortOrder> orders = new ArrayList<>();
    for (int key : window.partitionKeys()) {
      orders.add(new SortOrder(key, false, true));
    }
    for (SortKey key : window.orderKeys()) {
      orders.add(new SortOrder(key.column(), key.descending(), key.nullsFirst()));
    }
    try (BatchSorter sorter = new BatchSorter(ArrowTypes.schema(window.input().columns()), orders)) {
      for (VectorSchemaRoot batch = input.next(); batch != null; batch = input.next()) {
        sorter.add(batch);
        context.checkCancelled();
      }
      return new ArrayList<>(sorter.finish(context.allocator(), 0, -1));
    }
  }

  /** Random access to the sorted rows: BatchSorter emits full batches of a fixed size. */
  private Object value(int column, int row) {
    VectorSchemaRoot batch = sorted.get(row / BatchSorter.OUTPUT_BATCH_ROWS);
    return Vectors.get(batch.getVector(column), row % BatchSorter.OUTPUT_BATCH_ROWS);
  }

  private void computeAll() {
    int rows = 0;
    for (VectorSchemaRoot batch : sorted) {
      rows += batch.getRowCount();
    }
    int[] partitionEnd = new int[rows];
    int[] peerStart = new int[rows];
    int[] peerEnd = new int[rows];
    int[] partitionStart = new int[rows];
    int start = 0;
    for (int row = 1; row <= rows; row++) {
      if (row == rows || !sameKeys(window.partitionKeys(), row - 1, row)) {
        for (int r = start; r < row; r++) {
          partitionStart[r] = start;
          partitionEnd[r] = row;
        }
        start = row;
      }
    }
    int peer = 0;
    int[] orderColumns = window.orderKeys().stream().mapToInt(SortKey::column).toArray();
    for (int row = 1; row <= rows; row++) {
      if (row == rows || partitionStart[row] != partitionStart[row - 1] || !sameKeys(orderColumns, row - 1, row)) {
        for (int r = peer; r < row; r++) {
          peerStart[r] = peer;
          peerEnd[r] = row;
        }
        peer = row;
      }
    }
    Partitions partitions = new Partitions(partitionStart, partitionEnd, peerStart, peerEnd);
    List<Object[]> results = new ArrayList<>();
    for (WindowFunction function : window.functions()) {
      results.add(compute(function, partitions, rows));
      context.checkCancelled();
    }
    appendResults(results);
  }

  private boolean sameKeys(int[] columns, int a, int b) {
    for (int column : columns) {
      if (!Objects.equals(value(column, a), value(column, b))) {
        return false;
      }
    }
    return true;
  }

  private record Partitions(int[] start, int[] end, int[] peerStart, int[] peerEnd) {}

  private Object[] compute(WindowFunction f, Partitions p, int rows) {
    Object[] out = new Object[rows];
    switch (f.kind()) {
      case ROW_NUMBER -> {
        for (int r = 0; r < rows; r++) {
          out[r] = (long) (r - p.start[r] + 1);
        }
      }
      case RANK -> {
        for (int r = 0; r < rows; r++) {
          out[r] = (long) (p.peerStart[r] - p.start[r] + 1);
        }
      }
      case DENSE_RANK -> {
        long rank = 0;
        for (int r = 0; r < rows; r++) {
          rank = r == p.start[r] ? 1 : (p.peerStart[r] == r ? rank + 1 : rank);
          out[r] = rank;
        }
      }
      case PERCENT_RANK -> {
        for (int r = 0; r < rows; r++) {
          int size = p.end[r] - p.start[r];
          out[r] = size == 1 ? 0d : (double) (p.peerStart[r] - p.start[r]) / (size - 1);
        }
      }
      case CUME_DIST -> {
        for (int r = 0; r < rows; r++) {
          out[r] = (double) (p.peerEnd[r] - p.start[r]) / (p.end[r] - p.start[r]);
        }
      }
      case NTILE -> ntile(f, p, out);
      case LAG, LEAD -> shift(f, p, out);
      default -> framed(f, p, out);
    }
    return out;
  }

  private static void ntile(WindowFunction f, Partitions p, Object[] out) {
    long buckets = ((Number) f.offset().value()).longValue();
    if (buckets <= 0) {
      throw new EngineException("22014", "argument of ntile must be greater than zero");
    }
    for (int r = 0; r < out.length; r++) {
      long size = p.end[r] - p.start[r];
      long k = r - p.start[r];
      long small = size / buckets;
      long remainder = size % buckets;
      long bigRows = remainder * (small + 1);
      out[r] = k < bigRows ? k / (small + 1) + 1 : remainder + (k - bigRows) / small + 1;
    }
  }

  private void shift(WindowFunction f, Partitions p, Object[] out) {
    long offset = f.offset() == null || f.offset().value() == null ? 1 : ((Number) f.offset().value()).longValue();
    if (f.kind() == WindowFunction.Kind.LAG) {
      offset = -offset;
    }
    Object fallback = f.defaultValue() == null ? null : f.defaultValue().value();
    for (int r = 0; r < out.length; r++) {
      long target = r + offset;
      out[r] = target >= p.start[r] && target < p.end[r] ? value(f.argument(), (int) target) : fallback;
    }
  }

  /** FIRST_VALUE, LAST_VALUE and the aggregates: each row's value over its frame. */
  private void framed(WindowFunction f, Partitions p, Object[] out) {
    Accumulator acc = new Accumulator(f);
    int accStart = -1;
    int accEnd = -1;
    for (int r = 0; r < out.length; r++) {
      int[] bounds = frame(f.frame(), p, r);
      int from = bounds[0];
      int to = bounds[1];
      if (f.kind() == WindowFunction.Kind.FIRST_VALUE) {
        out[r] = from < to ? value(f.argument(), from) : null;
        continue;
      }
      if (f.kind() == WindowFunction.Kind.LAST_VALUE) {
        out[r] = from < to ? value(f.argument(), to - 1) : null;
        continue;
      }
      if (from != accStart || to < accEnd) {
        acc.reset();
        accStart = from;
        accEnd = from;
      }
      for (; accEnd < to; accEnd++) {
        acc.add(f.argument() < 0 ? Boolean.TRUE : value(f.argument(), accEnd));
      }
      out[r] = acc.result();
    }
  }

  /** The frame of row {@code r} as [from, to) row indexes, clipped to its partition. */
  private int[] frame(Frame frame, Partitions p, int r) {
    int ps = p.start[r];
    int pe = p.end[r];
    long from;
    long to;
    if (frame.rows()) {
      from = frame.lower() == Frame.UNBOUNDED ? ps : r - frame.lower();
      to = frame.upper() == Frame.UNBOUNDED ? pe : r + frame.upper() + 1;
    } else if (window.orderKeys().isEmpty() || (isPeerBound(frame.lower()) && isPeerBound(frame.upper()))) {
      from = frame.lower() == Frame.UNBOUNDED ? ps : p.peerStart[r];
      to = frame.upper() == Frame.UNBOUNDED ? pe : p.peerEnd[r];
    } else {
      return rangeFrame(frame, p, r);
    }
    return new int[] {(int) Math.max(ps, from), (int) Math.min(pe, Math.max(to, Math.max(ps, from)))};
  }

  private static boolean isPeerBound(long bound) {
    return bound == Frame.UNBOUNDED || bound == 0;
  }

  /** RANGE with value offsets over the single numeric order key. */
  private int[] rangeFrame(Frame frame, Partitions p, int r) {
    SortKey key = window.orderKeys().get(0);
    Object current = value(key.column(), r);
    if (current == null) {
      return new int[] {frame.lower() == Frame.UNBOUNDED ? p.start[r] : p.peerStart[r],
          frame.upper() == Frame.UNBOUNDED ? p.end[r] : p.peerEnd[r]};
    }
    BigDecimal v = decimal(current);
    int sign = key.descending() ? -1 : 1;
    int from = p.start[r];
    if (frame.lower() != Frame.UNBOUNDED) {
      BigDecimal low = v.subtract(BigDecimal.valueOf(frame.lower() * sign));
      while (from < p.end[r] && (value(key.column(), from) == null
          || decimal(value(key.column(), from)).compareTo(low) * sign < 0)) {
        from++;
      }
    }
    int to = p.end[r];
    if (frame.upper() != Frame.UNBOUNDED) {
      BigDecimal high = v.add(BigDecimal.valueOf(frame.upper() * sign));
      to = from;
      while (to < p.end[r] && value(key.column(), to) != null
          && decimal(value(key.column(), to)).compareTo(high) * sign <= 0) {
        to++;
      }
    }
    return new int[] {from, Math.max(from, to)};
  }

  private static BigDecimal decimal(Object v) {
    return v instanceof BigDecimal d ? d : new BigDecimal(v.toString());
  }

  /** COUNT, SUM, SUM0, MIN and MAX over boxed values, NULLs ignored. */
  private static final class Accumulator {
    private final WindowFunction f;
    private long count;
    private BigDecimal sum;
    private double doubleSum;
    private Comparable<Object> extreme;

    Accumulator(WindowFunction f) {
      this.f = f;
    }

    void reset() {
      count = 0;
      sum = null;
      doubleSum = 0;
      extreme = null;
    }

    @SuppressWarnings("unchecked")
    void add(Object v) {
      if (v == null) {
        return;
      }
      count++;
      switch (f.kind()) {
        case SUM, SUM0 -> {
          if (isApproximate()) {
            doubleSum += ((Number) v).doubleValue();
          } else {
            BigDecimal d = decimal(v);
            sum = sum == null ? d : sum.add(d);
          }
        }
        case MIN -> {
          if (extreme == null || extreme.compareTo(v) > 0) {
            extreme = (Comparable<Object>) v;
          }
        }
        case MAX -> {
          if (extreme == null || extreme.compareTo(v) < 0) {
            extreme = (Comparable<Object>) v;
          }
        }
        default -> { }
      }
    }

    private boolean isApproximate() {
      return f.type().id() == TypeId.DOUBLE || f.type().id() == TypeId.REAL;
    }

    Object result() {
      return switch (f.kind()) {
        case COUNT -> count;
        case SUM, SUM0 -> {
          if (count == 0) {
            yield f.kind() == WindowFunction.Kind.SUM0 ? zero(f.type()) : null;
          }
          yield isApproximate() ? (Object) doubleSum : exact(sum, f.type());
        }
        default -> extreme;
      };
    }

    private static Object zero(SqlType type) {
      return exact(BigDecimal.ZERO, type);
    }

    private static Object exact(BigDecimal value, SqlType type) {
      if (type.id() == TypeId.DECIMAL) {
        if (value.precision() - value.scale() > type.precision() - type.scale()) {
          throw new EngineException(EngineException.NUMERIC_OUT_OF_RANGE, "numeric value out of range");
        }
        return value.setScale(type.scale());
      }
      try {
        return value.longValueExact();
      } catch (ArithmeticException e) {
        throw new EngineException(EngineException.NUMERIC_OUT_OF_RANGE, "bigint out of range");
      }
    }
  }

  /** Moves the sorted input columns into output batches that also hold the function results. */
  private void appendResults(List<Object[]> results) {
    List<Column> columns = window.columns();
    int inputWidth = window.input().columns().size();
    int base = 0;
    for (int b = 0; b < sorted.size(); b++) {
      VectorSchemaRoot in = sorted.get(b);
      int rows = in.getRowCount();
      List<FieldVector> vectors = new ArrayList<>();
      for (int c = 0; c < inputWidth; c++) {
        TransferPair transfer = in.getVector(c).getTransferPair(context.allocator());
        transfer.transfer();
        vectors.add((FieldVector) transfer.getTo());
      }
      for (int f = 0; f < results.size(); f++) {
        FieldVector vector = ArrowTypes.newVector(columns.get(inputWidth + f), context.allocator());
        vectors.add(vector);
        vector.setInitialCapacity(rows);
        vector.allocateNew();
        Object[] values = results.get(f);
        for (int r = 0; r < rows; r++) {
          Vectors.set(vector, r, values[base + r]);
        }
        vector.setValueCount(rows);
      }
      in.close();
      VectorSchemaRoot out = new VectorSchemaRoot(vectors);
      out.setRowCount(rows);
      sorted.set(b, out);
      base += rows;
    }
  }

  @Override
  public void close() {
    if (sorted != null) {
      for (int b = nextBatch; b < sorted.size(); b++) {
        if (sorted.get(b) != null) {
          sorted.get(b).close();
        }
      }
    }
    input.close();
  }
}

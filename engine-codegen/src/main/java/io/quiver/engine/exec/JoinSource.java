package io.quiver.engine.exec;

import io.quiver.engine.runtime.CalcKernel;
import io.quiver.engine.hash.JoinChains;
import io.quiver.engine.hash.JoinTable;
import io.quiver.engine.hash.LongJoinTable;
import io.quiver.engine.hash.KeyBuffer;
import io.quiver.engine.hash.VectorKeys;
import io.quiver.engine.plan.JoinType;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Runs hash and nested-loop joins. The build side is drained into memory and indexed by a
 * {@link JoinTable} (with no keys, every build row shares the one empty key: a nested loop);
 * probe batches then stream past it. Candidate pairs are collected as (probe row, build entry)
 * in primitive arrays, a residual condition is evaluated by a generated kernel over the
 * materialised pairs, and rows that found no partner are emitted afterwards as the join type
 * demands. Output rows are left columns, then right ones (left only for SEMI and ANTI).
 */
final class JoinSource implements BatchSource {
  private static final int MAX_PAIRS = 32 * 1024;
  private static final List<Column> MATCH = List.of(new Column("match", SqlType.of(TypeId.BOOLEAN)));

  private final BatchSource build;
  private final BatchSource probe;
  private final boolean buildLeft;
  private final JoinType type;
  private final int[] buildKeys;
  private final int[] probeKeys;
  private final CalcKernel residual;
  private final List<Column> pairColumns;
  private final List<Column> columns;
  private final int leftCount;
  private final boolean probeOuter;
  private final boolean buildOuter;
  private final ExecContext context;

  private final List<VectorSchemaRoot> buildBatches = new ArrayList<>();
  private final Deque<VectorSchemaRoot> ready = new ArrayDeque<>();
  private final KeyBuffer key = new KeyBuffer();
  private final int[] pairProbe = new int[MAX_PAIRS];
  private final int[] pairBuild = new int[MAX_PAIRS];
  /** Set when the join has one integer-like key on both sides: then keys hash as plain longs. */
  private final boolean longKeyed;
  private JoinChains table;
  private JoinTable keyTable;
  private LongJoinTable longTable;
  private boolean[] buildMatched;
  private boolean done;
  /** The build side's hash table and row marks, charged against the query's limit as it grows. */
  private final io.quiver.engine.memory.HeapCharge charge;

  JoinSource(BatchSource left, BatchSource right, JoinType type, int[] leftKeys, int[] rightKeys, boolean buildLeft,
      CalcKernel residual, List<Column> columns, ExecContext context) {
    this.build = buildLeft ? left : right;
    this.probe = buildLeft ? right : left;
    this.buildLeft = buildLeft;
    this.type = type;
    this.buildKeys = buildLeft ? leftKeys : rightKeys;
    this.probeKeys = buildLeft ? rightKeys : leftKeys;
    this.residual = residual;
    this.columns = columns;
    this.leftCount = left.columns().size();
    List<Column> pairs = new ArrayList<>(left.columns());
    pairs.addAll(right.columns());
    this.pairColumns = type.projectsRight() ? columns : pairs;
    this.probeOuter = buildLeft ? type.keepsUnmatchedRight() : type.keepsUnmatchedLeft();
    this.buildOuter = buildLeft ? type.keepsUnmatchedLeft() : type.keepsUnmatchedRight();
    this.context = context;
    this.charge = context.charge("the hash join's build table");
    this.longKeyed = leftKeys.length == 1 && isLongKey(left.columns().get(leftKeys[0]).type())
        && isLongKey(right.columns().get(rightKeys[0]).type());
  }

  private static boolean isLongKey(SqlType type) {
    return switch (type.id()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, DATE, TIMESTAMP -> true;
      default -> false;
    };
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public VectorSchemaRoot next() {
    try {
      if (table == null) {
        buildTable();
      }
      while (ready.isEmpty() && !done) {
        VectorSchemaRoot batch = table.size() == 0 && !probeOuter && type != JoinType.ANTI ? null : probe.next();
        if (batch == null) {
          done = true;
          if (buildOuter) {
            emitUnmatchedBuild();
          }
          break;
        }
        try (batch) {
          probe(batch);
        }
        context.checkCancelled();
      }
      return ready.poll();
    } catch (RuntimeException e) {
      throw Executor.Errors.translate(e);
    }
  }

  private void buildTable() {
    if (longKeyed) {
      longTable = new LongJoinTable();
      table = longTable;
    } else {
      keyTable = new JoinTable();
      table = keyTable;
    }
    for (VectorSchemaRoot batch = build.next(); batch != null; batch = build.next()) {
      int index = buildBatches.size();
      buildBatches.add(batch);
      if (longKeyed) {
        addLongKeys(batch, index);
      } else {
        addKeys(batch, index);
      }
      charge.resize(table.heapBytes() + key.heapBytes());
      context.checkCancelled();
    }
    if (buildOuter) {
      charge.resize(table.heapBytes() + key.heapBytes() + table.size());
      buildMatched = new boolean[table.size()];
    }
  }

  private void addKeys(VectorSchemaRoot batch, int index) {
    VectorKeys.KeyColumn[] keys = VectorKeys.of(vectors(batch, buildKeys));
    int rows = batch.getRowCount();
    for (int row = 0; row < rows; row++) {
      long ref = ((long) index << 32) | row;
      if (VectorKeys.put(keys, key, row)) {
        keyTable.add(key, ref);
      } else if (buildOuter) {
        keyTable.addUnkeyed(ref);
      }
    }
  }

  private void addLongKeys(VectorSchemaRoot batch, int index) {
    VectorKeys.LongKey keys = VectorKeys.longKey(batch.getVector(buildKeys[0]));
    int rows = batch.getRowCount();
    for (int row = 0; row < rows; row++) {
      long ref = ((long) index << 32) | row;
      if (!keys.isNull(row)) {
        longTable.add(keys.get(row), ref);
      } else if (buildOuter) {
        longTable.addUnkeyed(ref);
      }
    }
  }

  private static FieldVector[] vectors(VectorSchemaRoot batch, int[] indexes) {
    FieldVector[] vectors = new FieldVector[indexes.length];
    for (int i = 0; i < indexes.length; i++) {
      vectors[i] = batch.getVector(indexes[i]);
    }
    return vectors;
  }

  private void probe(VectorSchemaRoot batch) {
    int rows = batch.getRowCount();
    boolean[] matched = new boolean[rows];
    boolean needPairs = type.projectsRight() || residual != null;
    VectorKeys.KeyColumn[] keys = longKeyed ? null : VectorKeys.of(vectors(batch, probeKeys));
    VectorKeys.LongKey longKeys = longKeyed ? VectorKeys.longKey(batch.getVector(probeKeys[0])) : null;
    int n = 0;
    for (int row = 0; row < rows; row++) {
      int entry;
      if (longKeyed) {
        entry = longKeys.isNull(row) ? -1 : longTable.find(longKeys.get(row));
      } else {
        entry = VectorKeys.put(keys, key, row) ? keyTable.find(key) : -1;
      }
      if (entry < 0) {
        continue;
      }
      if (!needPairs) {
        matched[row] = true;
        continue;
      }
      for (; entry >= 0; entry = table.next(entry)) {
        pairProbe[n] = row;
        pairBuild[n] = entry;
        if (++n == MAX_PAIRS) {
          emitPairs(batch, n, matched);
          n = 0;
        }
      }
    }
    if (n > 0) {
      emitPairs(batch, n, matched);
    }
    emitByMatch(batch, matched);
  }

  /** Keeps the candidate pairs that pass the residual, marking both sides as matched. */
  private void emitPairs(VectorSchemaRoot probeBatch, int n, boolean[] probeMatched) {
    // One probe batch against a large build side (a nested loop) makes many chunks of pairs.
    context.checkCancelled();
    VectorSchemaRoot pairs = materialize(pairColumns, probeBatch, pairProbe, pairBuild, n);
    int kept = n;
    if (residual != null) {
      boolean[] pass;
      try {
        pass = evaluate(pairs, n);
      } catch (RuntimeException e) {
        pairs.close();
        throw e;
      }
      kept = 0;
      for (int i = 0; i < n; i++) {
        if (pass[i]) {
          pairProbe[kept] = pairProbe[i];
          pairBuild[kept] = pairBuild[i];
          kept++;
        }
      }
    }
    for (int i = 0; i < kept; i++) {
      probeMatched[pairProbe[i]] = true;
      if (buildMatched != null) {
        buildMatched[pairBuild[i]] = true;
      }
    }
    if (!type.projectsRight() || kept == 0) {
      pairs.close();
    } else if (kept == n) {
      ready.add(pairs);
    } else {
      pairs.close();
      ready.add(materialize(columns, probeBatch, pairProbe, pairBuild, kept));
    }
  }

  private boolean[] evaluate(VectorSchemaRoot pairs, int n) {
    try (VectorSchemaRoot out = ArrowTypes.newBatch(MATCH, context.allocator())) {
      out.getFieldVectors().forEach(v -> v.setInitialCapacity(n));
      out.allocateNew();
      residual.process(pairs, out);
      BitVector match = (BitVector) out.getVector(0);
      boolean[] pass = new boolean[n];
      for (int i = 0; i < n; i++) {
        pass[i] = !match.isNull(i) && match.get(i) != 0;
      }
      return pass;
    }
  }

  /** SEMI and ANTI rows, and the probe rows an outer join keeps without a partner. */
  private void emitByMatch(VectorSchemaRoot batch, boolean[] matched) {
    boolean wanted;
    if (type == JoinType.SEMI) {
      wanted = true;
    } else if (type == JoinType.ANTI || probeOuter) {
      wanted = false;
    } else {
      return;
    }
    int[] rows = new int[matched.length];
    int n = 0;
    for (int row = 0; row < matched.length; row++) {
      if (matched[row] == wanted) {
        rows[n++] = row;
      }
    }
    if (n > 0) {
      int[] none = new int[n];
      Arrays.fill(none, -1);
      ready.add(materialize(columns, batch, rows, none, n));
    }
  }

  private void emitUnmatchedBuild() {
    int[] entries = new int[MAX_PAIRS];
    int[] none = new int[MAX_PAIRS];
    Arrays.fill(none, -1);
    int n = 0;
    for (int entry = 0; entry < buildMatched.length; entry++) {
      if (!buildMatched[entry]) {
        entries[n++] = entry;
        if (n == MAX_PAIRS) {
          ready.add(materialize(columns, null, none, entries, n));
          n = 0;
        }
      }
    }
    if (n > 0) {
      ready.add(materialize(columns, null, none, entries, n));
    }
  }

  /** Copies the rows named by (probe row, build entry) pairs, -1 meaning all NULLs on that side. */
  private VectorSchemaRoot materialize(List<Column> outColumns, VectorSchemaRoot probeBatch, int[] probeRows,
      int[] buildEntries, int n) {
    VectorSchemaRoot out = ArrowTypes.newBatch(outColumns, context.allocator());
    try {
      out.getFieldVectors().forEach(v -> v.setInitialCapacity(n));
      out.allocateNew();
      for (int c = 0; c < outColumns.size(); c++) {
        FieldVector target = out.getVector(c);
        boolean isLeft = c < leftCount;
        int source = isLeft ? c : c - leftCount;
        if (isLeft != buildLeft) {
          FieldVector from = probeBatch == null ? null : probeBatch.getVector(source);
          for (int i = 0; i < n; i++) {
            int row = probeRows[i];
            if (row < 0) {
              target.setNull(i);
            } else {
              target.copyFromSafe(row, i, from);
            }
          }
        } else {
          for (int i = 0; i < n; i++) {
            int entry = buildEntries[i];
            if (entry < 0) {
              target.setNull(i);
            } else {
              long ref = table.ref(entry);
              target.copyFromSafe((int) ref, i, buildBatches.get((int) (ref >>> 32)).getVector(source));
            }
          }
        }
      }
      out.setRowCount(n);
      return out;
    } catch (RuntimeException e) {
      out.close();
      throw e;
    }
  }

  @Override
  public void close() {
    ready.forEach(VectorSchemaRoot::close);
    ready.clear();
    buildBatches.forEach(VectorSchemaRoot::close);
    buildBatches.clear();
    try {
      build.close();
      probe.close();
    } finally {
      charge.close();
    }
  }
}

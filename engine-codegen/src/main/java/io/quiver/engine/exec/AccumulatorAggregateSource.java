package io.quiver.engine.exec;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.plan.AccumulatorAggregate;
import io.quiver.engine.plan.AccumulatorCall;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Runs an {@link AccumulatorAggregate}: reads its whole input, keeping one state per group and
 * call; with merge, each batch first builds partial states that are merged in. Emits all groups
 * as one batch (a global aggregate over no rows emits one row).
 */
final class AccumulatorAggregateSource implements BatchSource {
  private final BatchSource input;
  private final AccumulatorAggregate node;
  private final BufferAllocator allocator;
  private boolean done;

  AccumulatorAggregateSource(BatchSource input, AccumulatorAggregate node, BufferAllocator allocator) {
    this.input = input;
    this.node = node;
    this.allocator = allocator;
  }

  @Override
  public List<Column> columns() {
    return node.columns();
  }

  @Override
  public VectorSchemaRoot next() {
    if (done) {
      return null;
    }
    done = true;
    Map<List<Object>, Object[]> groups = new LinkedHashMap<>();
    for (VectorSchemaRoot next = input.next(); next != null; next = input.next()) {
      try (VectorSchemaRoot batch = next) {
        accumulate(batch, groups);
      }
    }
    if (groups.isEmpty() && node.groupKeys().length == 0) {
      groups.put(List.of(), newStates());
    }
    return toBatch(groups);
  }

  private Object[] newStates() {
    Object[] states = new Object[node.calls().size()];
    for (int i = 0; i < states.length; i++) {
      states[i] = node.calls().get(i).accumulator().create();
    }
    return states;
  }

  private void accumulate(VectorSchemaRoot batch, Map<List<Object>, Object[]> groups) {
    List<AccumulatorCall> calls = node.calls();
    boolean partials = calls.stream().allMatch(c -> c.accumulator().canMerge());
    Map<List<Object>, Object[]> target = partials ? new LinkedHashMap<>() : groups;
    for (int row = 0; row < batch.getRowCount(); row++) {
      Object[] key = new Object[node.groupKeys().length];
      for (int k = 0; k < key.length; k++) {
        key[k] = Vectors.get(batch.getVector(node.groupKeys()[k]), row);
      }
      Object[] states = target.computeIfAbsent(Arrays.asList(key), k -> newStates());
      for (int c = 0; c < calls.size(); c++) {
        List<Integer> columns = calls.get(c).arguments();
        Object[] arguments = new Object[columns.size()];
        for (int a = 0; a < arguments.length; a++) {
          arguments[a] = Vectors.get(batch.getVector(columns.get(a)), row);
        }
        calls.get(c).accumulator().accumulate(states[c], arguments);
      }
    }
    if (partials) {
      target.forEach((key, partial) -> {
        Object[] states = groups.computeIfAbsent(key, k -> newStates());
        for (int c = 0; c < calls.size(); c++) {
          calls.get(c).accumulator().merge(states[c], List.of(partial[c]));
        }
      });
    }
  }

  private VectorSchemaRoot toBatch(Map<List<Object>, Object[]> groups) {
    if (groups.isEmpty()) {
      return null;
    }
    VectorSchemaRoot batch = ArrowTypes.newBatch(node.columns(), allocator);
    try {
      batch.allocateNew();
      int row = 0;
      int keys = node.groupKeys().length;
      for (Map.Entry<List<Object>, Object[]> group : groups.entrySet()) {
        for (int k = 0; k < keys; k++) {
          Vectors.set(batch.getVector(k), row, group.getKey().get(k));
        }
        for (int c = 0; c < node.calls().size(); c++) {
          Vectors.set(batch.getVector(keys + c), row, node.calls().get(c).accumulator().result(group.getValue()[c]));
        }
        row++;
      }
      batch.setRowCount(row);
      return batch;
    } catch (RuntimeException e) {
      batch.close();
      throw e;
    }
  }

  @Override
  public void close() {
    input.close();
  }

}

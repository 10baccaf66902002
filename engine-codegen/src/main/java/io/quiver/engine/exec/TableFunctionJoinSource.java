package io.quiver.engine.exec;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.plan.TableFunctionJoin;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Runs a {@link TableFunctionJoin} row by row: the function is user code called once per input
 * row, so there is no loop worth generating; each input batch becomes one output batch.
 */
final class TableFunctionJoinSource implements BatchSource {
  private final BatchSource input;
  private final TableFunctionJoin node;
  private final BufferAllocator allocator;

  TableFunctionJoinSource(BatchSource input, TableFunctionJoin node, BufferAllocator allocator) {
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
    while (true) {
      List<Object[]> rows = new ArrayList<>();
      try (VectorSchemaRoot batch = input.next()) {
        if (batch == null) {
          return null;
        }
        expand(batch, rows);
      }
      if (!rows.isEmpty()) {
        return toBatch(rows);
      }
    }
  }

  private void expand(VectorSchemaRoot batch, List<Object[]> out) {
    int inputWidth = batch.getFieldVectors().size();
    int outputWidth = node.columns().size();
    List<Expr> arguments = node.arguments();
    for (int row = 0; row < batch.getRowCount(); row++) {
      Object[] left = new Object[inputWidth];
      for (int c = 0; c < inputWidth; c++) {
        left[c] = Vectors.get(batch.getVector(c), row);
      }
      Object[] values = new Object[arguments.size()];
      for (int a = 0; a < values.length; a++) {
        Expr argument = arguments.get(a);
        values[a] = argument instanceof ColumnRef ref ? left[ref.index()] : ((Literal) argument).value();
      }
      int before = out.size();
      node.function().expand(values, emitted -> {
        Object[] joined = new Object[outputWidth];
        System.arraycopy(left, 0, joined, 0, inputWidth);
        System.arraycopy(emitted, 0, joined, inputWidth, Math.min(emitted.length, outputWidth - inputWidth));
        out.add(joined);
      });
      if (node.leftOuter() && out.size() == before) {
        Object[] padded = new Object[outputWidth];
        System.arraycopy(left, 0, padded, 0, inputWidth);
        out.add(padded);
      }
    }
  }

  private VectorSchemaRoot toBatch(List<Object[]> rows) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(node.columns(), allocator);
    try {
      batch.allocateNew();
      for (int r = 0; r < rows.size(); r++) {
        for (int c = 0; c < node.columns().size(); c++) {
          Vectors.set(batch.getVector(c), r, rows.get(r)[c]);
        }
      }
      batch.setRowCount(rows.size());
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

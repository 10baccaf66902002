package io.quiver.engine.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.compile.ClassCompiler;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.Values;
import io.quiver.engine.types.Column;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/** An allocator, a compiler and helpers to build inputs and run plans; checks for leaks on close. */
final class EngineFixture implements AutoCloseable {
  final RootAllocator allocator = new RootAllocator();
  final ClassCompiler compiler = new ClassCompiler();

  static Values values(List<Column> columns, Object[]... rows) {
    List<List<Literal>> literals = new ArrayList<>();
    for (Object[] row : rows) {
      List<Literal> tuple = new ArrayList<>();
      for (int c = 0; c < columns.size(); c++) {
        tuple.add(new Literal(row[c], columns.get(c).type()));
      }
      literals.add(tuple);
    }
    return new Values(columns, literals);
  }

  List<List<Object>> run(PhysicalNode plan) {
    return rows(new ExecContext(allocator, compiler, 4000, null), plan);
  }

  /** Runs the plan in the context and returns its rows as Java values. */
  static List<List<Object>> rows(ExecContext context, PhysicalNode plan) {
    List<List<Object>> rows = new ArrayList<>();
    try (BatchSource source = new Executor(context).open(plan)) {
      for (VectorSchemaRoot next = source.next(); next != null; next = source.next()) {
        try (VectorSchemaRoot batch = next) {
          for (int r = 0; r < batch.getRowCount(); r++) {
            List<Object> row = new ArrayList<>();
            for (int c = 0; c < batch.getFieldVectors().size(); c++) {
              row.add(Vectors.get(batch.getVector(c), r));
            }
            rows.add(row);
          }
        }
      }
    }
    return rows;
  }

  /** The rows in a canonical order, for operators that promise no order. */
  List<List<Object>> runSorted(PhysicalNode plan) {
    List<List<Object>> rows = run(plan);
    rows.sort(Comparator.comparing(Object::toString));
    return rows;
  }

  @Override
  public void close() {
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }
}

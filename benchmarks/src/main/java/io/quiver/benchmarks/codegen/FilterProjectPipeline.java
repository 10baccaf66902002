package io.quiver.benchmarks.codegen;

import io.quiver.engine.expr.Call;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.expr.Literal;
import io.quiver.engine.expr.Operator;
import io.quiver.engine.gen.CalcGenerator;
import io.quiver.engine.gen.GeneratedClass;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The pipeline the code-generation benchmarks share, as the engine sees it after planning:
 *
 * <pre>SELECT a + 1, b * 2, c * 0.5 FROM t WHERE a > 100 AND b < 900000</pre>
 *
 * over {@code a INT, b BIGINT, c DOUBLE} (nullable columns, batches without NULLs), with the
 * input batch both the generated kernel and the hand-written loop read.
 */
final class FilterProjectPipeline {
  static final SqlType INT = SqlType.of(TypeId.INTEGER);
  static final SqlType BIGINT = SqlType.of(TypeId.BIGINT);
  static final SqlType DOUBLE = SqlType.of(TypeId.DOUBLE);
  static final SqlType BOOLEAN = SqlType.of(TypeId.BOOLEAN);

  static final List<Column> INPUTS = List.of(new Column("a", INT), new Column("b", BIGINT), new Column("c", DOUBLE));
  static final List<Column> OUTPUTS = List.of(new Column("a1", INT), new Column("b2", BIGINT), new Column("c5", DOUBLE));

  private FilterProjectPipeline() {}

  /** The filter, with constants {@code aMin} and {@code bMax} (other values give the same source). */
  static Expr condition(int aMin, long bMax) {
    Expr a = new ColumnRef(0, INT);
    Expr b = new ColumnRef(1, BIGINT);
    return new Call(Operator.AND, List.of(
        new Call(Operator.GREATER_THAN, List.of(a, new Literal(aMin, INT.withNullable(false))), BOOLEAN),
        new Call(Operator.LESS_THAN, List.of(b, new Literal(bMax, BIGINT.withNullable(false))), BOOLEAN)), BOOLEAN);
  }

  static List<Expr> projects() {
    return List.of(
        new Call(Operator.PLUS, List.of(new ColumnRef(0, INT), new Literal(1, INT.withNullable(false))), INT),
        new Call(Operator.TIMES, List.of(new ColumnRef(1, BIGINT), new Literal(2L, BIGINT.withNullable(false))), BIGINT),
        new Call(Operator.TIMES, List.of(new ColumnRef(2, DOUBLE), new Literal(0.5d, DOUBLE.withNullable(false))), DOUBLE));
  }

  static GeneratedClass generate(int maxLength, int aMin, long bMax) {
    return new CalcGenerator(maxLength).generate(condition(aMin, bMax), projects(), OUTPUTS);
  }

  /** A batch of {@code rows} rows: a = i % 1000, b = i * 7 % 1,000,000, c = i / 4.0; no NULLs. */
  static VectorSchemaRoot input(BufferAllocator allocator, int rows) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(INPUTS, allocator);
    batch.getFieldVectors().forEach(v -> v.setInitialCapacity(rows));
    batch.allocateNew();
    IntVector a = (IntVector) batch.getVector(0);
    BigIntVector b = (BigIntVector) batch.getVector(1);
    Float8Vector c = (Float8Vector) batch.getVector(2);
    for (int i = 0; i < rows; i++) {
      a.set(i, i % 1000);
      b.set(i, i * 7L % 1_000_000);
      c.set(i, i / 4.0);
    }
    batch.setRowCount(rows);
    return batch;
  }

  static VectorSchemaRoot output(BufferAllocator allocator, int rows) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(OUTPUTS, allocator);
    batch.getFieldVectors().forEach(v -> v.setInitialCapacity(rows));
    batch.allocateNew();
    return batch;
  }
}

package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.expr.ColumnRef;
import io.quiver.engine.expr.Expr;
import io.quiver.engine.plan.Calc;
import io.quiver.engine.plan.IndexLookup;
import io.quiver.engine.plan.PhysicalNode;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * Runs the source of an UPDATE or DELETE (a filter and projection over the target table) so that
 * each result row also says where it came from: the generated Calc reads the table's chunks with
 * two extra columns, the chunk's index in the version and the row's position in the chunk, and
 * passes them through. The scan skips deleted rows as any scan does.
 */
final class RowLocator {
  static final SqlType POSITION = SqlType.of(TypeId.INTEGER).withNullable(false);

  private RowLocator() {}

  /**
   * The plan's Calc and scan of {@code table}; null when the plan has another shape (joins,
   * subqueries). When the planner chose an index, {@code lookup} finds the rows and {@code scan}
   * only stands for the version read.
   */
  record Source(TableScan scan, IndexLookup lookup, Expr condition, List<Expr> projects) {}

  static Source sourceOf(PhysicalNode physical, ColumnarTable table) {
    if (physical instanceof TableScan scan && scan.table() == table) {
      return new Source(scan, null, null, identity(scan.columns()));
    }
    if (physical instanceof Calc calc && calc.input() instanceof TableScan scan && scan.table() == table) {
      return new Source(scan, null, calc.condition(), calc.projects());
    }
    if (physical instanceof IndexLookup lookup && lookup.table() == table) {
      return new Source(new TableScan(lookup.tableName(), table, lookup.version()), lookup, null,
          identity(lookup.columns()));
    }
    if (physical instanceof Calc calc && calc.input() instanceof IndexLookup lookup && lookup.table() == table) {
      return new Source(new TableScan(lookup.tableName(), table, lookup.version()), lookup, calc.condition(),
          calc.projects());
    }
    return null;
  }

  /** {@link #run} over the rows an index lookup finds. */
  static BatchSource run(Executor executor, IndexLookup lookup, Expr condition, List<Expr> projects,
      List<Column> outputs) {
    int chunkColumn = lookup.table().columns().size();
    List<Expr> allProjects = new ArrayList<>(projects);
    allProjects.add(new ColumnRef(chunkColumn, POSITION));
    allProjects.add(new ColumnRef(chunkColumn + 1, POSITION));
    List<Column> allOutputs = new ArrayList<>(outputs);
    allOutputs.add(new Column("$chunk", POSITION));
    allOutputs.add(new Column("$row", POSITION));
    return executor.calc(lookup.withPositions(true), condition, allProjects, allOutputs);
  }

  static List<Expr> identity(List<Column> columns) {
    List<Expr> refs = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      refs.add(new ColumnRef(i, columns.get(i).type()));
    }
    return refs;
  }

  /**
   * Runs {@code projects} filtered by {@code condition} over the version; each output batch has
   * the projected columns, then the chunk index and the row position. The caller closes it.
   */
  static BatchSource run(Executor executor, BufferAllocator allocator, TableScan scan, Expr condition,
      List<Expr> projects, List<Column> outputs) {
    List<Column> columns = new ArrayList<>(scan.columns());
    int chunkColumn = columns.size();
    columns.add(new Column("$chunk", POSITION));
    columns.add(new Column("$row", POSITION));
    TableVersion version = scan.version();
    List<Chunk> located = new ArrayList<>();
    List<io.quiver.engine.store.DeletionMask> masks = new ArrayList<>();
    try {
      for (int c = 0; c < version.chunks().size(); c++) {
        located.add(new Chunk(withPositions(version.chunks().get(c), c, allocator)));
        masks.add(version.deletions(c));
      }
      TableScan locatedScan = new TableScan(scan.tableName(), new ColumnarTable(columns),
          new TableVersion(version.number(), located, masks));
      List<Expr> allProjects = new ArrayList<>(projects);
      allProjects.add(new ColumnRef(chunkColumn, POSITION));
      allProjects.add(new ColumnRef(chunkColumn + 1, POSITION));
      List<Column> allOutputs = new ArrayList<>(outputs);
      allOutputs.add(new Column("$chunk", POSITION));
      allOutputs.add(new Column("$row", POSITION));
      // The executor reads the located chunks lazily; the holder closes them with the result.
      BatchSource rows = executor.calc(locatedScan, condition, allProjects, allOutputs);
      return new BatchSource() {
        @Override
        public List<Column> columns() {
          return rows.columns();
        }

        @Override
        public VectorSchemaRoot next() {
          return rows.next();
        }

        @Override
        public void close() {
          rows.close();
          located.forEach(chunk -> chunk.batch().close());
        }
      };
    } catch (RuntimeException e) {
      located.forEach(chunk -> chunk.batch().close());
      throw e;
    }
  }

  private static VectorSchemaRoot withPositions(Chunk chunk, int chunkIndex, BufferAllocator allocator) {
    VectorSchemaRoot shared = chunk.batch().slice(0, chunk.rowCount());
    int rows = chunk.rowCount();
    List<FieldVector> vectors = new ArrayList<>(shared.getFieldVectors());
    IntVector chunkIds = (IntVector) ArrowTypes.newVector(new Column("$chunk", POSITION), allocator);
    IntVector positions = (IntVector) ArrowTypes.newVector(new Column("$row", POSITION), allocator);
    chunkIds.allocateNew(rows);
    positions.allocateNew(rows);
    for (int row = 0; row < rows; row++) {
      chunkIds.set(row, chunkIndex);
      positions.set(row, row);
    }
    chunkIds.setValueCount(rows);
    positions.setValueCount(rows);
    vectors.add(chunkIds);
    vectors.add(positions);
    VectorSchemaRoot located = new VectorSchemaRoot(vectors);
    located.setRowCount(rows);
    return located;
  }
}

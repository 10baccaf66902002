package io.quiver.table.api.internal;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.sql.ddl.SqlQuiverInsert;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.pojo.Schema;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlDynamicParam;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;

/**
 * A JDBC batch of {@code INSERT INTO t [(columns)] VALUES (?, ..., ?)[, (...)]} run as one
 * statement: the bound values go straight into Arrow vectors, column by column, and reach the
 * transaction as one chunk per 64 K rows, with no planning and no per-row statement. Running the
 * rows one by one would plan each and leave the table with a chunk per row.
 *
 * <p>Only statements whose every value is a bare marker of the target column's own type qualify
 * ({@link #tryPrepare} answers null otherwise); the checks are the same as a single INSERT's
 * (value conversion 22xxx, NOT NULL 23502, keys 23505). When a batch fails, nothing of it is
 * written, and the caller runs it again row by row to report which row failed.
 */
final class BatchInsert {
  /** Rows per chunk, the size the store's chunks have. */
  static final int CHUNK_ROWS = 64 * 1024;

  private final TableEnvironmentImpl env;
  private final InsertExecutor inserts;
  private final SqlQuiverInsert insert;
  private final List<Column> columns;
  /** The schema of the batches the rows are written into (made once: every execution needs it). */
  private final Schema batchSchema;
  /** For each marker, in order: the index of the column its value goes to. */
  private final int[] columnOfMarker;
  private final List<SqlType> markerTypes;
  private final int rowsPerStatement;
  /** True when the statement gives every column a value, so that no DEFAULT is left to compute. */
  private final boolean everyColumn;

  private BatchInsert(TableEnvironmentImpl env, InsertExecutor inserts, SqlQuiverInsert insert, List<Column> columns,
      int[] columnOfMarker, List<SqlType> markerTypes, int rowsPerStatement) {
    this.env = env;
    this.inserts = inserts;
    this.insert = insert;
    this.columns = columns;
    this.batchSchema = ArrowTypes.schema(TableWriter.nullable(columns));
    this.columnOfMarker = columnOfMarker;
    this.markerTypes = markerTypes;
    this.rowsPerStatement = rowsPerStatement;
    this.everyColumn = columnOfMarker.length == rowsPerStatement * columns.size();
  }

  /**
   * True when one execution of the statement can run this way too: it names every column (one
   * that is left out may have a DEFAULT, which only the ordinary INSERT computes).
   */
  boolean runsSingleExecutions() {
    return everyColumn && rowsPerStatement == 1;
  }

  /** The batch form of the statement, or null when it is not a plain INSERT of markers. */
  static BatchInsert tryPrepare(TableEnvironmentImpl env, InsertExecutor inserts, SqlNode node, List<SqlType> markerTypes) {
    Target target = batchTarget(env, inserts, node);
    if (target == null) {
      return null;
    }
    SqlQuiverInsert insert = target.insert();
    List<Column> columns = target.columns();
    List<Integer> targetColumns = target.targetColumns();
    List<SqlNode> tuples = ((SqlCall) insert.getSource()).getOperandList();
    if (markerTypes.size() != tuples.size() * targetColumns.size()) {
      return null;
    }
    int[] columnOfMarker = new int[markerTypes.size()];
    int marker = 0;
    for (SqlNode tuple : tuples) {
      if (!(tuple instanceof SqlBasicCall row) || row.getKind() != SqlKind.ROW
          || row.operandCount() != targetColumns.size()) {
        return null;
      }
      for (int i = 0; i < row.operandCount(); i++) {
        if (!(row.operand(i) instanceof SqlDynamicParam param) || param.getIndex() != marker) {
          return null;
        }
        Column column = columns.get(targetColumns.get(i));
        if (!markerTypes.get(marker).withNullable(true).equals(column.type().withNullable(true))) {
          return null;
        }
        columnOfMarker[marker++] = targetColumns.get(i);
      }
    }
    return new BatchInsert(env, inserts, insert, columns, columnOfMarker, markerTypes, tuples.size());
  }

  /** An ad-hoc INSERT's batch form and the values its literals give, in marker order. */
  record LiteralRows(BatchInsert insert, List<Object> values) {}

  /**
   * The batch form of an ad-hoc {@code INSERT INTO t [(columns)] VALUES (literal, ...)[, ...]}
   * naming every column, with each literal's value as its column stores it; null unless every
   * value is a literal that {@link InsertLiterals} converts exactly (the ordinary INSERT then runs
   * the statement and gives its casts and errors).
   */
  static LiteralRows tryLiterals(TableEnvironmentImpl env, InsertExecutor inserts, SqlNode node) {
    Target target = batchTarget(env, inserts, node);
    if (target == null || target.targetColumns().size() != target.columns().size()) {
      return null;
    }
    SqlQuiverInsert insert = target.insert();
    List<Column> columns = target.columns();
    List<Integer> targetColumns = target.targetColumns();
    List<SqlNode> tuples = ((SqlCall) insert.getSource()).getOperandList();
    int[] columnOfMarker = new int[tuples.size() * columns.size()];
    List<SqlType> types = new ArrayList<>(columnOfMarker.length);
    List<Object> values = new ArrayList<>(columnOfMarker.length);
    int marker = 0;
    for (SqlNode tuple : tuples) {
      if (!(tuple instanceof SqlBasicCall row) || row.getKind() != SqlKind.ROW
          || row.operandCount() != columns.size()) {
        return null;
      }
      for (int i = 0; i < row.operandCount(); i++) {
        SqlType type = columns.get(targetColumns.get(i)).type();
        InsertLiterals.Value value = InsertLiterals.value(row.operand(i), type);
        if (value == null) {
          return null;
        }
        values.add(value.value());
        types.add(type);
        columnOfMarker[marker++] = targetColumns.get(i);
      }
    }
    return new LiteralRows(new BatchInsert(env, inserts, insert, columns, columnOfMarker, types, tuples.size()),
        java.util.Collections.unmodifiableList(values));
  }

  /** The rows one execution inserts. */
  int rowsPerStatement() {
    return rowsPerStatement;
  }

  /** A plain INSERT ... VALUES into a managed table: the statement, the table's columns, the ones it names. */
  private record Target(SqlQuiverInsert insert, List<Column> columns, List<Integer> targetColumns) {}

  /**
   * The managed table a plain {@code INSERT INTO t [(columns)] VALUES ...} writes into, or null
   * when the batch path must leave the statement to the ordinary INSERT: another statement
   * (OVERWRITE, RETURNING, a query source), an unknown table or column or a refused one (reported
   * when it runs there), a connector's table (its files are written by the connector's sink), or
   * a conflict clause.
   */
  private static Target batchTarget(TableEnvironmentImpl env, InsertExecutor inserts, SqlNode node) {
    if (!(node instanceof SqlQuiverInsert insert) || insert.overwrite() || insert.returning() != null
        || !(insert.getTargetTable() instanceof SqlIdentifier name) || insert.getSource().getKind() != SqlKind.VALUES) {
      return null;
    }
    if (insert.conflict() != null) {
      return null;   // rows with a taken key: the ordinary INSERT resolves them
    }
    CatalogTable table;
    try {
      table = inserts.managedTable(env.catalogManager().qualifyIdentifier(name.names), name);
      Identities.rejectExplicitAlways(table, insert);
    } catch (RuntimeException e) {
      return null;
    }
    if (table.external() != null) {
      return null;
    }
    List<Column> columns = table.storage().columns();
    List<Integer> targetColumns = targetColumns(insert, columns);
    return targetColumns == null ? null : new Target(insert, columns, targetColumns);
  }

  /** The indexes of the columns the statement names, or of all; null if one is unknown. */
  private static List<Integer> targetColumns(SqlQuiverInsert insert, List<Column> columns) {
    List<Integer> indexes = new ArrayList<>();
    if (insert.getTargetColumnList() == null) {
      for (int i = 0; i < columns.size(); i++) {
        indexes.add(i);
      }
      return indexes;
    }
    for (SqlNode node : insert.getTargetColumnList()) {
      String columnName = ((SqlIdentifier) node).getSimple();
      int index = -1;
      for (int i = 0; i < columns.size(); i++) {
        if (columns.get(i).name().equals(columnName)) {
          index = i;
        }
      }
      if (index < 0 || indexes.contains(index)) {
        return null;
      }
      indexes.add(index);
    }
    return indexes;
  }

  /** The name of the table the statement inserts into now, as an INSERT's result names it. */
  String sink() {
    SqlIdentifier name = (SqlIdentifier) insert.getTargetTable();
    return env.catalogManager().qualifyIdentifier(name.names).asSummaryString();
  }

  /**
   * Inserts every statement's rows in one go within the session's transaction; returns the rows
   * each statement inserted, or null when the table changed shape since it was prepared (the
   * caller then runs the statements one by one).
   */
  long[] execute(List<List<Object>> statements) {
    return env.transaction().run(() -> {
      // Resolved again: the session may have changed its current database since the prepare.
      SqlIdentifier name = (SqlIdentifier) insert.getTargetTable();
      CatalogTable table = inserts.managedTable(env.catalogManager().qualifyIdentifier(name.names), name);
      ColumnarTable storage = table.storage();
      if (!storage.columns().equals(columns)) {
        return null;
      }
      for (List<Object> values : statements) {
        if (values.size() != columnOfMarker.length) {
          return null;
        }
      }
      List<VectorSchemaRoot> batches = fill(statements, env.database().allocator());
      GeneratedKeys keys;
      try {
        keys = Identities.requested(table, batches, Identities.fill(table, batches), env.transaction().keyRequest());
      } catch (RuntimeException e) {
        batches.forEach(VectorSchemaRoot::close);
        throw e;
      }
      Transaction transaction = env.transaction().transaction();
      TableVersion version = transaction.read(storage);
      TableWriter.write(env, transaction, storage, version, batches, Map.of());
      env.transaction().setGeneratedKeys(keys);
      long[] counts = new long[statements.size()];
      java.util.Arrays.fill(counts, rowsPerStatement);
      return counts;
    });
  }

  /** The rows in batches of the table's columns (nullable; {@link TableWriter} checks NOT NULL). */
  private List<VectorSchemaRoot> fill(List<List<Object>> statements, BufferAllocator allocator) {
    Schema schema = batchSchema;
    long totalRows = (long) statements.size() * rowsPerStatement;
    List<VectorSchemaRoot> batches = new ArrayList<>();
    try {
      int markersPerRow = columnOfMarker.length / rowsPerStatement;
      VectorSchemaRoot batch = null;
      int row = 0;
      for (List<Object> values : statements) {
        for (int tuple = 0; tuple < rowsPerStatement; tuple++) {
          if (batch == null || row == CHUNK_ROWS) {
            if (batch != null) {
              batch.setRowCount(row);
            }
            batch = newBatch(schema, (int) Math.min(CHUNK_ROWS, totalRows), allocator);
            batches.add(batch);
            totalRows -= CHUNK_ROWS;
            row = 0;
          }
          for (int marker = tuple * markersPerRow; marker < (tuple + 1) * markersPerRow; marker++) {
            Object value = ParameterValues.physical(values.get(marker), markerTypes.get(marker));
            Vectors.set(batch.getVector(columnOfMarker[marker]), row, value);
          }
          row++;
        }
      }
      if (batch != null) {
        batch.setRowCount(row);
      }
      return batches;
    } catch (RuntimeException e) {
      batches.forEach(VectorSchemaRoot::close);
      throw e;
    }
  }

  private static VectorSchemaRoot newBatch(Schema schema, int rows, BufferAllocator allocator) {
    VectorSchemaRoot batch = VectorSchemaRoot.create(schema, allocator);
    for (FieldVector vector : batch.getFieldVectors()) {
      vector.setInitialCapacity(rows);
      vector.allocateNew();
    }
    return batch;
  }
}

package io.quiver.table.api.internal;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import io.quiver.table.api.ResultKind;
import io.quiver.table.api.TableException;
import io.quiver.table.catalog.ResolvedSchema;
import io.quiver.types.Row;
import io.quiver.util.CloseableIterator;
import java.io.PrintWriter;
import java.time.ZoneId;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/** A statement's result: a kind, a schema and a single-use stream of Arrow batches. */
public final class TableResultImpl implements TableResultInternal {
  private static final ResolvedSchema OK_SCHEMA =
      ResolvedSchema.fromEngine(List.of(new Column("result", SqlType.varchar(SqlType.MAX_VARCHAR_LENGTH))));

  /**
   * How print() lays rows out, as Flink chooses per statement: OK results and INSERT counts as raw
   * lines, SHOW/DESCRIBE-like results as a table sized by its content, query results as a table
   * whose column widths come from the column types.
   */
  enum PrintStyle { RAW, SIZED_BY_CONTENT, SIZED_BY_TYPE }

  private final ResultKind kind;
  private PrintStyle printStyle = PrintStyle.SIZED_BY_CONTENT;
  private int maxColumnWidth = TableauPrinter.MAX_COLUMN_WIDTH;
  private final ResolvedSchema schema;
  private final BatchSource source;
  private final OptionalLong affectedRows;
  private final AtomicBoolean consumed = new AtomicBoolean();
  /** The session time zone in which print() shows TIMESTAMP WITH LOCAL TIME ZONE values. */
  private final ZoneId localTimeZone;

  private TableResultImpl(ResultKind kind, ResolvedSchema schema, BatchSource source, OptionalLong affectedRows) {
    this(kind, schema, source, affectedRows, ZoneId.systemDefault());
  }

  private TableResultImpl(ResultKind kind, ResolvedSchema schema, BatchSource source, OptionalLong affectedRows,
      ZoneId localTimeZone) {
    this.kind = kind;
    this.schema = schema;
    this.source = source;
    this.affectedRows = affectedRows;
    this.localTimeZone = localTimeZone;
  }

  /** The result of DDL and other statements that only succeed: one row "OK". */
  public static TableResultImpl ok(BufferAllocator allocator) {
    return new TableResultImpl(ResultKind.SUCCESS, OK_SCHEMA, rowsSource(OK_SCHEMA, List.of(Row.of("OK")), allocator),
        OptionalLong.empty()).printedAs(PrintStyle.RAW);
  }

  /** A small result computed up front, such as SHOW or DESCRIBE output. */
  public static TableResultImpl ofRows(ResolvedSchema schema, List<Row> rows, BufferAllocator allocator) {
    return new TableResultImpl(ResultKind.SUCCESS_WITH_CONTENT, schema, rowsSource(schema, rows, allocator),
        OptionalLong.empty());
  }

  /**
   * A query's result, streamed from the engine. The first batch is computed now, so that most
   * execution errors surface when the statement runs rather than while reading.
   */
  public static TableResultImpl ofQuery(ResolvedSchema schema, BatchSource source, ZoneId localTimeZone) {
    return ofQuery(schema, source, localTimeZone, TableauPrinter.MAX_COLUMN_WIDTH);
  }

  /** A query's result whose printed columns are at most {@code maxColumnWidth} wide. */
  public static TableResultImpl ofQuery(ResolvedSchema schema, BatchSource source, ZoneId localTimeZone,
      int maxColumnWidth) {
    TableResultImpl result = new TableResultImpl(ResultKind.SUCCESS_WITH_CONTENT, schema, prefetched(source),
        OptionalLong.empty(), localTimeZone).printedAs(PrintStyle.SIZED_BY_TYPE);
    result.maxColumnWidth = maxColumnWidth;
    return result;
  }

  /**
   * A query that failed while it ran, shown as Flink shows one: the statement returns its result
   * (kind and schema), and reading it ({@code collect}, {@code print}) throws a
   * {@link RuntimeException} ("Failed to fetch next result") caused by the engine's error, which
   * carries the SQLSTATE.
   */
  public static TableResultImpl ofFailedQuery(ResolvedSchema schema, RuntimeException failure, ZoneId localTimeZone) {
    List<Column> columns = schema.toEngineColumns();
    BatchSource source = new BatchSource() {
      @Override
      public List<Column> columns() {
        return columns;
      }

      @Override
      public VectorSchemaRoot next() {
        throw new RuntimeException("Failed to fetch next result", failure);
      }

      @Override
      public void close() {}
    };
    return new TableResultImpl(ResultKind.SUCCESS_WITH_CONTENT, schema, source, OptionalLong.empty(), localTimeZone)
        .printedAs(PrintStyle.SIZED_BY_TYPE);
  }

  // Feature: execution on a Flink cluster
  /**
   * A query's result computed elsewhere (on a Flink cluster): its rows, in batches of at most
   * 8,192, read and printed as a query's result on Quiver's engine is.
   */
  public static TableResultImpl ofRemoteQuery(ResolvedSchema schema, List<Row> rows, BufferAllocator allocator,
      ZoneId localTimeZone) {
    List<Column> columns = schema.toEngineColumns();
    BatchSource source = new BatchSource() {
      private int next;

      @Override
      public List<Column> columns() {
        return columns;
      }

      @Override
      public VectorSchemaRoot next() {
        if (next >= rows.size()) {
          return null;
        }
        int end = Math.min(rows.size(), next + 8192);
        VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
        batch.allocateNew();
        for (int r = next; r < end; r++) {
          for (int c = 0; c < columns.size(); c++) {
            Vectors.set(batch.getVector(c), r - next, ExternalValues.toPhysical(rows.get(r).getField(c), columns.get(c).type()));
          }
        }
        batch.setRowCount(end - next);
        next = end;
        return batch;
      }

      @Override
      public void close() {}
    };
    return new TableResultImpl(ResultKind.SUCCESS_WITH_CONTENT, schema, source, OptionalLong.empty(), localTimeZone)
        .printedAs(PrintStyle.SIZED_BY_TYPE);
  }

  private TableResultImpl printedAs(PrintStyle style) {
    this.printStyle = style;
    return this;
  }

  /** The result of DML: one BIGINT column per sink, named after it, holding the rows written. */
  public static TableResultImpl ofAffectedRows(List<String> sinks, List<Long> counts, BufferAllocator allocator) {
    List<Column> columns = sinks.stream().map(s -> new Column(s, SqlType.of(TypeId.BIGINT).withNullable(false))).toList();
    ResolvedSchema schema = ResolvedSchema.fromEngine(columns);
    long total = counts.stream().mapToLong(Long::longValue).sum();
    return new TableResultImpl(ResultKind.SUCCESS_WITH_CONTENT, schema,
        rowsSource(schema, List.of(Row.of(counts.toArray())), allocator), OptionalLong.of(total))
        .printedAs(PrintStyle.RAW);
  }

  /**
   * The result of INSERT as Flink shows it: one nullable BIGINT column per sink, named after it,
   * holding -1 (Flink does not count the rows an INSERT writes). The real total stays available to
   * the JDBC driver as {@link #affectedRowCount()}.
   */
  public static TableResultImpl ofInsert(List<String> sinks, List<Long> counts, BufferAllocator allocator) {
    List<Column> columns = sinks.stream().map(s -> new Column(s, SqlType.of(TypeId.BIGINT))).toList();
    ResolvedSchema schema = ResolvedSchema.fromEngine(columns);
    long total = counts.stream().mapToLong(Long::longValue).sum();
    Object[] unknown = new Object[sinks.size()];
    java.util.Arrays.fill(unknown, -1L);
    return new TableResultImpl(ResultKind.SUCCESS_WITH_CONTENT, schema,
        rowsSource(schema, List.of(Row.of(unknown)), allocator), OptionalLong.of(total))
        .printedAs(PrintStyle.RAW);
  }

  @Override
  public ResultKind getResultKind() {
    return kind;
  }

  @Override
  public ResolvedSchema getResolvedSchema() {
    return schema;
  }

  @Override
  public OptionalLong affectedRowCount() {
    return affectedRows;
  }

  @Override
  public BatchSource openBatches() {
    if (!consumed.compareAndSet(false, true)) {
      throw new TableException("The result of a statement can be consumed only once.");
    }
    return source;
  }

  @Override
  public CloseableIterator<Row> collect() {
    if (consumed.get()) {
      // as Flink's: the rows were taken already, a second iterator has none
      return CloseableIterator.adapterForIterator(java.util.Collections.emptyIterator());
    }
    return new RowIterator(openBatches(), schema.logicalTypes(), schema.getColumnNames());
  }

  @Override
  public org.apache.arrow.vector.ipc.ArrowReader collectArrow() {
    return BatchArrowReader.of(openBatches());
  }

  @Override
  public void print() {
    PrintWriter out = new PrintWriter(System.out, true);
    try (CloseableIterator<Row> rows = collect()) {
      switch (printStyle) {
        case RAW -> TableauPrinter.printRaw(schema, rows, localTimeZone, out);
        case SIZED_BY_CONTENT -> TableauPrinter.printSizedByContent(schema, rows, localTimeZone, out);
        case SIZED_BY_TYPE -> TableauPrinter.printSizedByType(schema, rows, localTimeZone, maxColumnWidth, out);
      }
    }
  }

  private static BatchSource rowsSource(ResolvedSchema schema, List<Row> rows, BufferAllocator allocator) {
    List<Column> columns = schema.toEngineColumns();
    return new BatchSource() {
      private boolean done;

      @Override
      public List<Column> columns() {
        return columns;
      }

      @Override
      public VectorSchemaRoot next() {
        if (done || rows.isEmpty()) {
          return null;
        }
        done = true;
        VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
        batch.allocateNew();
        for (int r = 0; r < rows.size(); r++) {
          for (int c = 0; c < columns.size(); c++) {
            SqlType type = columns.get(c).type();
            Vectors.set(batch.getVector(c), r, ExternalValues.toPhysical(rows.get(r).getField(c), type));
          }
        }
        batch.setRowCount(rows.size());
        return batch;
      }

      @Override
      public void close() {}
    };
  }

  private static BatchSource prefetched(BatchSource source) {
    VectorSchemaRoot first;
    try {
      first = source.next();
    } catch (RuntimeException e) {
      source.close();
      throw e;
    }
    return new BatchSource() {
      private VectorSchemaRoot pending = first;

      @Override
      public List<Column> columns() {
        return source.columns();
      }

      @Override
      public VectorSchemaRoot next() {
        if (pending != null) {
          VectorSchemaRoot batch = pending;
          pending = null;
          return batch;
        }
        return source.next();
      }

      @Override
      public void close() {
        if (pending != null) {
          pending.close();
          pending = null;
        }
        source.close();
      }
    };
  }

  /** Reads rows out of the batches, one batch in memory at a time. */
  private static final class RowIterator implements CloseableIterator<Row> {
    private final BatchSource source;
    private final List<SqlType> types;
    /** Rows answer to their column names too, as Flink's collected rows do. */
    private final java.util.Map<String, Integer> positionByName = new java.util.LinkedHashMap<>();
    private VectorSchemaRoot batch;
    private int row;
    private boolean finished;

    RowIterator(BatchSource source, List<SqlType> types, List<String> names) {
      this.source = source;
      this.types = types;
      for (int i = 0; i < names.size(); i++) {
        positionByName.putIfAbsent(names.get(i), i);
      }
    }

    @Override
    public boolean hasNext() {
      while (!finished && (batch == null || row >= batch.getRowCount())) {
        if (batch != null) {
          batch.close();
          batch = null;
        }
        try {
          batch = source.next();
        } catch (RuntimeException e) {
          close();
          throw e;
        }
        row = 0;
        if (batch == null) {
          close();
        }
      }
      return !finished;
    }

    @Override
    public Row next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      Object[] values = new Object[types.size()];
      for (int c = 0; c < types.size(); c++) {
        values[c] = ExternalValues.toExternal(Vectors.get(batch.getVector(c), row), types.get(c));
      }
      Row result = Row.withPositionsAndNames(io.quiver.types.RowKind.INSERT, values, positionByName);
      row++;
      return result;
    }

    @Override
    public void close() {
      if (finished) {
        return;
      }
      finished = true;
      if (batch != null) {
        batch.close();
        batch = null;
      }
      source.close();
    }
  }
}

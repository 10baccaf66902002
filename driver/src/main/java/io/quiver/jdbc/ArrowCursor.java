package io.quiver.jdbc;

import io.quiver.table.session.StatementResult;
import io.quiver.engine.types.SqlType;
import java.sql.SQLException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.List;
import org.apache.calcite.avatica.ColumnMetaData;
import org.apache.calcite.avatica.util.ArrayImpl;
import org.apache.calcite.avatica.util.Cursor;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * A JDBC cursor over a stream of Arrow batches: reads values straight from the vectors of the
 * current batch and releases each batch when it moves to the next, so a large result never sits
 * whole in memory. A scrollable result set's cursor ({@link #scrollRows}) keeps the batches it has
 * read instead, so that it can go back to any row: they stay charged to the query's memory, whose
 * limit ({@code table.exec.resource.query-memory}) bounds what a scrollable result may hold.
 */
final class ArrowCursor implements Cursor {
  private final StatementResult source;
  private final List<SqlType> types;
  /** {@code Statement.setMaxRows}: rows past it are dropped; 0 means no limit. */
  private final long maxRows;
  private long rowsRead;
  private final List<ArrowAccessors.Base> accessors = new ArrayList<>();
  private VectorSchemaRoot batch;
  private int row = -1;
  private boolean closed;
  boolean wasNull;
  /** A scrollable cursor's batches, in order, and the number of the first row of each (from 0). */
  private List<VectorSchemaRoot> kept;
  private final List<Long> starts = new ArrayList<>();
  private long keptRows;
  private boolean ended;

  /** The session's {@code table.local-time-zone}, in which TIMESTAMP WITH LOCAL TIME ZONE values read. */
  private final ZoneId sessionZone;

  ArrowCursor(StatementResult source, List<SqlType> types, long maxRows, ZoneId sessionZone) {
    this.source = source;
    this.types = types;
    this.maxRows = maxRows;
    this.sessionZone = sessionZone;
  }

  @Override
  public List<Accessor> createAccessors(List<ColumnMetaData> columns, Calendar localCalendar, ArrayImpl.Factory factory) {
    for (int i = 0; i < columns.size(); i++) {
      accessors.add(ArrowAccessors.create(this, i, types.get(i), sessionZone));
    }
    return new ArrayList<>(accessors);
  }

  int row() {
    return row;
  }

  @Override
  public boolean next() throws SQLException {
    if (closed) {
      return false;
    }
    if (maxRows > 0 && rowsRead >= maxRows) {
      close();
      return false;
    }
    rowsRead++;
    row++;
    while (batch == null || row >= batch.getRowCount()) {
      if (batch != null) {
        batch.close();
        batch = null;
      }
      try {
        batch = source.next();
      } catch (RuntimeException e) {
        close();
        throw SqlExceptions.of(e);
      }
      row = 0;
      if (batch == null) {
        close();
        return false;
      }
      for (ArrowAccessors.Base accessor : accessors) {
        accessor.bind(batch.getVector(accessor.column));
      }
    }
    return true;
  }

  /** The rows for a scrollable result set: batches are kept as they are read. */
  ScrollableResultSet.Rows scrollRows() {
    kept = new ArrayList<>();
    return new ScrollableResultSet.Rows() {
      @Override
      public boolean has(long wanted) throws SQLException {
        if (maxRows > 0 && wanted > maxRows) {
          return false;
        }
        while (keptRows < wanted && !ended && !closed) {
          VectorSchemaRoot next;
          try {
            next = source.next();
          } catch (RuntimeException e) {
            close();
            throw SqlExceptions.of(e);
          }
          if (next == null) {
            ended = true;
          } else if (next.getRowCount() > 0) {
            kept.add(next);
            starts.add(keptRows);
            keptRows += next.getRowCount();
          } else {
            next.close();
          }
        }
        return wanted >= 1 && wanted <= keptRows;
      }

      @Override
      public void position(long wanted) {
        int found = java.util.Collections.binarySearch(starts, wanted - 1);
        int index = found >= 0 ? found : -found - 2;
        VectorSchemaRoot chosen = kept.get(index);
        if (chosen != batch) {
          batch = chosen;
          for (ArrowAccessors.Base accessor : accessors) {
            accessor.bind(batch.getVector(accessor.column));
          }
        }
        row = (int) (wanted - 1 - starts.get(index));
      }
    };
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    if (kept != null) {
      kept.forEach(VectorSchemaRoot::close);
      kept.clear();
      batch = null;
    }
    if (batch != null) {
      batch.close();
      batch = null;
    }
    source.close();
  }

  /**
   * Hands the result's batches over as an Arrow reader (ResultSet.unwrap); the cursor then has
   * no more rows. Only before the first {@code next()}: a batch being read is not handed out twice.
   */
  org.apache.arrow.vector.ipc.ArrowReader toArrowReader() throws SQLException {
    if (closed || batch != null || rowsRead > 0 || kept != null && !kept.isEmpty()) {
      throw SqlExceptions.withState("unwrap(ArrowReader.class) must come before the first ResultSet.next()",
          "0A000", null);
    }
    closed = true;
    try {
      return source.toArrowReader();
    } catch (RuntimeException e) {
      throw SqlExceptions.of(e);
    }
  }

  @Override
  public boolean wasNull() {
    return wasNull;
  }
}

package io.quiver.engine.store;

import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.pojo.Schema;

/**
 * A managed in-memory columnar table: a sequence of committed {@link TableVersion}s, each a list
 * of immutable {@link Chunk}s.
 *
 * <p>Readers take a {@link #snapshot()} and never block; writers commit a new version under the
 * table's lock, so a version is either wholly visible or not at all.
 */
public final class ColumnarTable implements AutoCloseable {
  private final List<Column> columns;
  private final Schema schema;
  private volatile TableVersion current = TableVersion.EMPTY;
  private final List<Chunk> allChunks = new ArrayList<>();
  private boolean closed;

  public ColumnarTable(List<Column> columns) {
    this.columns = List.copyOf(Objects.requireNonNull(columns, "columns is null"));
    this.schema = ArrowTypes.schema(columns);
  }

  public List<Column> columns() {
    return columns;
  }

  public Schema schema() {
    return schema;
  }

  /** The latest committed version; it stays readable while the table is open. */
  public TableVersion snapshot() {
    return current;
  }

  /**
   * Commits the batches as new chunks, taking ownership of them. Empty batches are closed and
   * skipped. Returns the number of rows added.
   */
  public synchronized long append(List<VectorSchemaRoot> batches) {
    List<Chunk> added = toChunks(batches);
    allChunks.addAll(added);
    current = current.append(added);
    return rowCount(added);
  }

  /**
   * Commits the batches as the table's only chunks (INSERT OVERWRITE). Readers of older versions
   * keep reading: their slices hold references to the replaced buffers.
   */
  public synchronized long replace(List<VectorSchemaRoot> batches) {
    List<Chunk> added = toChunks(batches);
    for (Chunk chunk : allChunks) {
      chunk.batch().close();
    }
    allChunks.clear();
    allChunks.addAll(added);
    current = new TableVersion(current.number() + 1, added);
    return rowCount(added);
  }

  private static long rowCount(List<Chunk> chunks) {
    long rows = 0;
    for (Chunk chunk : chunks) {
      rows += chunk.rowCount();
    }
    return rows;
  }

  private List<Chunk> toChunks(List<VectorSchemaRoot> batches) {
    if (closed) {
      batches.forEach(VectorSchemaRoot::close);
      throw new IllegalStateException("table is dropped");
    }
    List<Chunk> added = new ArrayList<>(batches.size());
    for (VectorSchemaRoot batch : batches) {
      if (batch.getRowCount() == 0) {
        batch.close();
        continue;
      }
      if (!batch.getSchema().equals(schema)) {
        throw new IllegalArgumentException("batch schema " + batch.getSchema() + " does not match " + schema);
      }
      added.add(new Chunk(batch));
    }
    return added;
  }

  /** Releases every chunk the table ever held. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (Chunk chunk : allChunks) {
      chunk.batch().close();
    }
    allChunks.clear();
    current = TableVersion.EMPTY;
  }
}

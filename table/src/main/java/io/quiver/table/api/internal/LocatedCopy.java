package io.quiver.table.api.internal;

import io.quiver.engine.exec.BatchSource;
import io.quiver.engine.exec.Executor;
import io.quiver.engine.plan.TableScan;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import io.quiver.table.catalog.CatalogManager;
import io.quiver.table.catalog.CatalogTable;
import io.quiver.table.catalog.ObjectIdentifier;
import io.quiver.table.catalog.ResolvedSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * A temporary table holding the live rows of a table version with their positions ({@code $chunk},
 * {@code $row}), so that the source of an UPDATE, DELETE or MERGE may be planned as any query
 * (joins, subqueries) over it and still say which rows it matched. It lives for one statement.
 */
final class LocatedCopy implements AutoCloseable {
  static final String CHUNK = "$chunk";
  static final String ROW = "$row";
  private static final AtomicLong NAMES = new AtomicLong();

  private final CatalogManager catalogs;
  private final ObjectIdentifier id;

  private LocatedCopy(CatalogManager catalogs, ObjectIdentifier id) {
    this.catalogs = catalogs;
    this.id = id;
  }

  /** Copies the live rows of {@code version} of the table {@code target} into a new temporary table. */
  static LocatedCopy of(CatalogManager catalogs, Executor executor, BufferAllocator allocator, ObjectIdentifier target,
      List<Column> columns, io.quiver.engine.store.ColumnarTable storage, TableVersion version) {
    List<Column> located = new ArrayList<>(columns);
    located.add(new Column(CHUNK, RowLocator.POSITION));
    located.add(new Column(ROW, RowLocator.POSITION));
    CatalogTable table = new CatalogTable(ResolvedSchema.fromEngine(located), Map.of(), null, null);
    List<VectorSchemaRoot> rows = new ArrayList<>();
    TableScan scan = new TableScan(target.asSummaryString(), storage, version);
    try (BatchSource source = RowLocator.run(executor, allocator, scan, null, RowLocator.identity(columns), columns)) {
      for (VectorSchemaRoot batch = source.next(); batch != null; batch = source.next()) {
        rows.add(batch);
      }
      table.storage().append(TableWriter.withSchema(rows, table.storage().schema()));
    } catch (RuntimeException e) {
      rows.forEach(VectorSchemaRoot::close);
      table.storage().close();
      throw e;
    }
    ObjectIdentifier id = ObjectIdentifier.of(target.getCatalogName(), target.getDatabaseName(),
        "$located$" + NAMES.incrementAndGet());
    catalogs.createTemporaryTable(table, id, false);
    return new LocatedCopy(catalogs, id);
  }

  /** The name to read the copy by in SQL. */
  List<String> path() {
    return List.of(id.getCatalogName(), id.getDatabaseName(), id.getObjectName());
  }

  @Override
  public void close() {
    catalogs.dropTemporaryTable(id);
  }
}

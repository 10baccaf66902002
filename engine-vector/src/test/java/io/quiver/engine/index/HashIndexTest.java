package io.quiver.engine.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.quiver.engine.batch.Vectors;
import io.quiver.engine.error.EngineException;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.ColumnarTable;
import io.quiver.engine.store.DeletionMask;
import io.quiver.engine.store.TableChanges;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.store.Transaction;
import io.quiver.engine.store.TransactionManager;
import io.quiver.engine.store.UniqueKey;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HashIndexTest {
  private static final List<Column> COLUMNS = List.of(new Column("id", SqlType.of(TypeId.BIGINT)),
      new Column("name", SqlType.varchar(10)));
  private RootAllocator allocator;

  @BeforeEach
  void setUp() {
    allocator = new RootAllocator();
  }

  @AfterEach
  void tearDown() {
    assertEquals(0, allocator.getAllocatedMemory(), "leaked Arrow memory");
    allocator.close();
  }

  private VectorSchemaRoot batch(Object... idAndName) {
    VectorSchemaRoot batch = ArrowTypes.newBatch(COLUMNS, allocator);
    batch.allocateNew();
    for (int i = 0; i < idAndName.length / 2; i++) {
      Vectors.set(batch.getVector(0), i, idAndName[2 * i]);
      Vectors.set(batch.getVector(1), i, idAndName[2 * i + 1]);
    }
    batch.setRowCount(idAndName.length / 2);
    return batch;
  }

  private static List<String> find(HashIndex index, TableVersion version, Object... key) {
    IndexKey k = index.newKey();
    List<String> found = new ArrayList<>();
    if (index.keyOf(List.of(key), k)) {
      index.findAll(k, version, (position, row) -> {
        found.add(String.valueOf(version.chunks().get(position).batch().getVector(1).getObject(row)));
        return true;
      });
    }
    return found;
  }

  /** Writes the batch in the transaction after the unique checks, as the table module does. */
  private static void insert(Transaction transaction, ColumnarTable table, VectorSchemaRoot batch) {
    TableVersion version = transaction.read(table);
    List<Chunk> chunks = table.newChunks(List.of(batch));
    TableChanges statement = TableChanges.NONE.plusChunks(chunks);
    try {
      UniqueChecks.check(transaction, table, version.apply(statement, version.number()), chunks);
    } catch (RuntimeException e) {
      statement.discard();
      throw e;
    }
    transaction.write(table, transaction.changes(table).plusChunks(chunks));
  }

  /**
   * A table's index reads no chunk when chunks are added (as a file database's lazy chunks are at
   * open): the first lookup reads them all, once, and the ones added after it at the next lookup.
   */
  @Test
  void aTablesIndexReadsItsChunksAtTheFirstLookupNotWhenTheyAreAdded() {
    java.util.concurrent.atomic.AtomicInteger loads = new java.util.concurrent.atomic.AtomicInteger();
    List<Chunk> chunks = new ArrayList<>();
    for (int c = 0; c < 3; c++) {
      long first = c * 10L;
      chunks.add(new Chunk(COLUMNS.size(), 2, () -> {
        loads.incrementAndGet();
        return batch(first, "n" + first, first + 1, "n" + (first + 1));
      }));
    }
    try (ColumnarTable table = new ColumnarTable(COLUMNS)) {
      HashIndex byId = new HashIndex("by_id", COLUMNS, new int[] {0}, false);
      table.addIndex(byId);
      TransactionManager transactions = new TransactionManager();
      transactions.commitNow(table, chunks.subList(0, 2));
      assertEquals(0, loads.get(), "adding chunks to the index reads none");
      assertEquals(2, byId.queuedChunks());
      assertEquals(List.of("n11"), find(byId, table.snapshot(), 11L));
      assertEquals(2, loads.get());
      assertEquals(0, byId.queuedChunks());
      transactions.commitNow(table, chunks.subList(2, 3));
      assertEquals(2, loads.get());
      assertEquals(List.of("n20"), find(byId, table.snapshot(), 20L));
      assertEquals(List.of("n0"), find(byId, table.snapshot(), 0L));
      assertEquals(3, loads.get(), "every chunk was read once");
    }
  }

  @Test
  void oneIndexAnswersForEverySnapshotAndForgetsRolledBackRows() {
    TransactionManager transactions = new TransactionManager();
    try (ColumnarTable table = new ColumnarTable(COLUMNS, List.of(new UniqueKey("pk", new int[] {0}, List.of("id"))))) {
      HashIndex pk = new HashIndex("pk", COLUMNS, new int[] {0}, true);
      table.addIndex(pk);
      HashIndex byName = new HashIndex("by_name", COLUMNS, new int[] {1}, false);
      table.addIndex(byName);
      transactions.commitNow(table, table.newChunks(List.of(batch(1L, "a", 2L, "b"))));
      TableVersion before = table.snapshot();

      Transaction rolledBack = transactions.begin();
      insert(rolledBack, table, batch(3L, "c"));
      assertEquals(List.of("c"), find(pk, rolledBack.read(table), 3L));
      rolledBack.rollback();
      assertEquals(List.of(), find(pk, table.snapshot(), 3L));

      Transaction delete = transactions.begin();
      BitSet first = new BitSet();
      first.set(0);
      delete.write(table, TableChanges.NONE.plusDeletions(Map.of(before.chunks().get(0), DeletionMask.of(first))));
      insert(delete, table, batch(1L, "a2", 4L, "b"));
      delete.commit();

      assertEquals(List.of("a"), find(pk, before, 1L));
      assertEquals(List.of("a2"), find(pk, table.snapshot(), 1L));
      assertEquals(List.of("b", "b"), find(byName, table.snapshot(), "b"));
      assertEquals(List.of("b"), find(byName, before, "b"));
      assertEquals(4, pk.size());
    }
  }

  @Test
  void duplicatesAreFoundInTheStatementTheTransactionAndConcurrentCommits() {
    TransactionManager transactions = new TransactionManager();
    try (ColumnarTable table = new ColumnarTable(COLUMNS, List.of(new UniqueKey("pk", new int[] {0}, List.of("id"))))) {
      table.addIndex(new HashIndex("pk", COLUMNS, new int[] {0}, true));
      transactions.commitNow(table, table.newChunks(List.of(batch(1L, "a"))));
      Transaction transaction = transactions.begin();
      assertEquals("23505", assertThrows(EngineException.class,
          () -> insert(transaction, table, batch(2L, "x", 2L, "y"))).sqlState());
      assertEquals("23505", assertThrows(EngineException.class,
          () -> insert(transaction, table, batch(1L, "x"))).sqlState());
      insert(transaction, table, batch(5L, "x"));
      assertEquals("23505", assertThrows(EngineException.class,
          () -> insert(transaction, table, batch(5L, "y"))).sqlState());
      insert(transaction, table, batch(6L, "z"));

      Transaction concurrent = transactions.begin();
      insert(concurrent, table, batch(6L, "w"));
      concurrent.commit();
      assertEquals("23505", assertThrows(EngineException.class, transaction::commit).sqlState());
      assertEquals(2, table.snapshot().rowCount());
    }
  }

  @Test
  void createUniqueIndexChecksTheRowsThere() {
    try (ColumnarTable table = new ColumnarTable(COLUMNS)) {
      table.append(List.of(batch(1L, "a", 2L, "a", 3L, null)));
      HashIndex byName = new HashIndex("u", COLUMNS, new int[] {1}, true);
      assertEquals("23505", assertThrows(EngineException.class,
          () -> UniqueChecks.checkExisting(byName, table.snapshot())).sqlState());
      UniqueChecks.checkExisting(new HashIndex("pk", COLUMNS, new int[] {0}, true), table.snapshot());
    }
  }
}

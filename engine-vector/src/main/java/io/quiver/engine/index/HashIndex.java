package io.quiver.engine.index;

import io.quiver.engine.hash.KeyBuffer;
import io.quiver.engine.hash.VectorKeys;
import io.quiver.engine.store.Chunk;
import io.quiver.engine.store.TableIndex;
import io.quiver.engine.store.TableVersion;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.SqlType;
import io.quiver.engine.types.TypeId;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.apache.arrow.vector.FieldVector;

/**
 * A hash index over the committed chunks of one table: from a key to every row, in every chunk
 * ever committed, that has it. It holds no versions of its own: a row it finds belongs to a
 * snapshot when the snapshot's version holds the row's chunk at the row's position and has not
 * deleted the row, which is how one index answers for every open transaction at once. Rows are
 * added when a commit installs their chunk and never removed (a deleted row is filtered out by
 * the version), so a rolled-back transaction, whose chunks were never installed, leaves nothing.
 *
 * <p>Memory: open addressing on primitive arrays. A slot holds the first entry of a key's chain;
 * an entry is the key (the value itself for one integer-like column, else a 64-bit hash of the
 * serialized key, checked against the row on a hit), the row as a table-wide row number, and the
 * next entry of the chain: 16 bytes per row plus about 6 bytes of slots.
 *
 * <p>Ranges: an index of one column whose values order as a {@code long} (the integer types, DATE,
 * TIMESTAMP, the intervals, and DECIMAL of at most 18 digits as its unscaled value) also keeps
 * its (key, row) pairs in {@link SortedRuns}, for {@link #countRange} and {@link #findAllInRange}:
 * 12 more bytes per row, and a commit sorts its chunk's keys into a new run. A VARCHAR column keeps
 * the first 8 bytes of its UTF-8 value: byte order is code-point order, the order SQL compares
 * strings in, so the prefix never orders two strings the wrong way round but may tie them, and a
 * range finds a superset of its rows ({@link #exactOrder} is false) that the filter above it narrows.
 * String bounds are widened so that the superset holds for a comparison with a CHAR value too,
 * which pads the shorter string with blanks ({@link #interval}).
 *
 * <p>A table's index is lazy: {@link #add} only queues the chunk; its keys are read (and a chunk of a file database
 * loaded) by the first lookup that needs the index afterwards, which takes in every queued chunk
 * first. So opening a file database reads no data for its keys and indexes, a commit costs no
 * key reading under the commit lock, and a table whose index nobody looks up never pays for it.
 * Lookups synchronize on the index, and the one that finds chunks queued takes them in while the
 * others wait; the queue has a lock of its own, so a commit that queues a chunk (under the table's
 * lock and the commit lock) never waits for a lookup that is reading chunks. A transaction's index
 * of its own new chunks ({@link #emptyCopy}) takes them in at once: they are in memory, and a
 * statement that fails releases its chunks, which a queue would still hold.
 */
public final class HashIndex implements TableIndex {
  private static final double MAX_LOAD = 0.7;
  /** Columns whose key is their {@code long} value ({@link VectorKeys#longKey}). */
  private static final Set<TypeId> LONG_KEY_TYPES = EnumSet.of(TypeId.TINYINT, TypeId.SMALLINT, TypeId.INTEGER,
      TypeId.BIGINT, TypeId.DATE, TypeId.TIMESTAMP, TypeId.INTERVAL_YEAR_MONTH, TypeId.INTERVAL_DAY_TIME);

  /** Inclusive bounds of ordered keys, {@code low <= key <= high}; see {@link #interval}. */
  public record Interval(long low, long high) {}

  /** Sees one row an index lookup found; returns false to stop the lookup. */
  public interface RowVisitor {
    boolean visit(int position, int row);
  }

  private final String name;
  private final int[] columns;
  private final List<String> columnNames;
  private final List<SqlType> keyTypes;
  private final boolean unique;
  private final boolean longKeys;
  /** The (key, row) pairs in key order, for an index whose one column orders as a long; else null. */
  private final SortedRuns sortedRuns;

  /** Chunks added but whose keys are not read yet, oldest first; guarded by itself, not by the index. */
  private final ArrayDeque<Chunk> queued = new ArrayDeque<>();
  /** Whether {@link #add} queues (a table's index) or reads the keys at once (a transaction's). */
  private final boolean lazy;

  private Chunk[] chunks = new Chunk[8];
  private KeyReader[] readers = new KeyReader[8];
  /** chunkStart[i] is the row number of chunk i's first row; chunkStart[chunkCount] the row count. */
  private int[] chunkStart = new int[9];
  private int chunkCount;

  private int[] slots = new int[16];
  private int slotMask = 15;
  private int distinctKeys;
  private long[] entryKeys = new long[16];
  private int[] entryRows = new int[16];
  private int[] entryNext = new int[16];
  private int entries;

  private final IndexKey candidate;

  /**
   * @param tableColumns the columns of the indexed table
   * @param columns the indexed columns, as positions in {@code tableColumns}
   */
  public HashIndex(String name, List<Column> tableColumns, int[] columns, boolean unique) {
    this.name = Objects.requireNonNull(name, "name is null");
    this.columns = columns.clone();
    if (columns.length == 0) {
      throw new IllegalArgumentException("an index needs a column");
    }
    this.columnNames = Arrays.stream(columns).mapToObj(c -> tableColumns.get(c).name()).toList();
    this.keyTypes = Arrays.stream(columns).mapToObj(c -> tableColumns.get(c).type()).toList();
    this.unique = unique;
    this.longKeys = columns.length == 1 && LONG_KEY_TYPES.contains(keyTypes.get(0).id());
    this.sortedRuns = columns.length == 1 && ordersAsLong(keyTypes.get(0)) ? new SortedRuns() : null;
    this.candidate = newKey();
    this.lazy = true;
  }

  private HashIndex(HashIndex definition) {
    this.name = definition.name;
    this.columns = definition.columns;
    this.columnNames = definition.columnNames;
    this.keyTypes = definition.keyTypes;
    this.unique = definition.unique;
    this.longKeys = definition.longKeys;
    this.sortedRuns = null;
    this.candidate = newKey();
    this.lazy = false;
  }

  /** Whether values of this type order as the {@code long} {@link #orderedKey} makes of them (strings: by prefix). */
  private static boolean ordersAsLong(SqlType type) {
    return LONG_KEY_TYPES.contains(type.id()) || (type.id() == TypeId.DECIMAL && type.precision() <= 18)
        || type.id() == TypeId.VARCHAR;
  }

  /** The first 8 bytes of a UTF-8 string as a big-endian unsigned number (zero-padded), shifted to order as a signed one. */
  private static long prefixKey(byte[] bytes, int length) {
    return prefixKey(bytes, length, 0);
  }

  private static long prefixKey(byte[] bytes, int length, int pad) {
    long key = 0;
    for (int i = 0; i < 8; i++) {
      key = (key << 8) | (i < length ? bytes[i] & 0xFF : pad);
    }
    return key ^ Long.MIN_VALUE;
  }

  /**
   * The least prefix key of any string at or above {@code bound}, compared plainly or blank-padded:
   * the bound's prefix cut before its first byte at or below the blank (blank-padded, a shorter
   * string that stops there compares as if it went on in blanks, so may lie above the bound).
   */
  private static long lowStringKey(String bound) {
    byte[] bytes = bound.getBytes(StandardCharsets.UTF_8);
    int length = 0;
    while (length < Math.min(8, bytes.length) && (bytes[length] & 0xFF) > ' ') {
      length++;
    }
    return prefixKey(bytes, length, 0);
  }

  /** The greatest prefix key of any string at or below {@code bound}, plainly or blank-padded: its prefix padded with blanks. */
  private static long highStringKey(String bound) {
    byte[] bytes = bound.getBytes(StandardCharsets.UTF_8);
    return prefixKey(bytes, bytes.length, ' ');
  }

  /**
   * An empty index of the same definition: what a transaction keeps over its own new chunks. It
   * keeps no order: it only answers the uniqueness checks (ranges read a transaction's new chunks).
   */
  public HashIndex emptyCopy() {
    return new HashIndex(this);
  }

  /** The same, with room for {@code rows} rows before it grows. */
  public HashIndex emptyCopy(int rows) {
    HashIndex copy = new HashIndex(this);
    copy.ensureEntries(rows);
    int capacity = 16;
    while (capacity * MAX_LOAD < rows && capacity < (1 << 30)) {
      capacity <<= 1;
    }
    copy.slots = new int[capacity];
    copy.slotMask = copy.slots.length - 1;
    return copy;
  }

  /** Runs {@code body} holding the index's lock, so that the lookups it makes do not take it one by one. */
  public synchronized void locked(Runnable body) {
    body.run();
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public int[] columns() {
    return columns.clone();
  }

  public List<String> columnNames() {
    return columnNames;
  }

  @Override
  public boolean unique() {
    return unique;
  }

  /** The types a lookup key's values must have, one per indexed column. */
  public List<SqlType> keyTypes() {
    return keyTypes;
  }

  public synchronized int chunkCount() {
    takeInQueued();
    return chunkCount;
  }

  public synchronized Chunk chunk(int ordinal) {
    takeInQueued();
    return chunks[ordinal];
  }

  /** The number of rows the index holds (deleted ones included). */
  public synchronized int size() {
    takeInQueued();
    return entries;
  }

  /** How many added chunks wait for their keys to be read (none once a lookup ran). */
  public int queuedChunks() {
    synchronized (queued) {
      return queued.size();
    }
  }

  // ---- keys

  /** A key holder for {@link #find} and {@link KeyReader#read}; not thread-safe. */
  public IndexKey newKey() {
    return new IndexKey(longKeys ? null : new KeyBuffer());
  }

  /** Reads the keys of a chunk's rows (one reader per chunk; it keeps the chunk's vectors). */
  public KeyReader reader(Chunk chunk) {
    if (longKeys) {
      VectorKeys.LongKey column = VectorKeys.longKey(chunk.batch().getVector(columns[0]));
      return (row, key) -> {
        if (column.isNull(row)) {
          return false;
        }
        key.hash = column.get(row);
        return true;
      };
    }
    FieldVector[] vectors = new FieldVector[columns.length];
    for (int i = 0; i < columns.length; i++) {
      vectors[i] = chunk.batch().getVector(columns[i]);
    }
    VectorKeys.KeyColumn[] keyColumns = VectorKeys.of(vectors);
    return (row, key) -> {
      if (!VectorKeys.put(keyColumns, key.bytes, row)) {
        return false;
      }
      key.hash = key.bytes.hash64();
      return true;
    };
  }

  /**
   * Sets {@code key} to the key of the given values, in their physical form (as {@code Literal}s
   * hold them) and of the index's key types. False when one is NULL (no row has a NULL key).
   */
  public boolean keyOf(List<Object> values, IndexKey key) {
    if (values.size() != columns.length) {
      throw new IllegalArgumentException(values.size() + " values for a key of " + columns.length + " columns");
    }
    if (longKeys) {
      Object value = values.get(0);
      if (value == null) {
        return false;
      }
      key.hash = ((Number) value).longValue();
      return true;
    }
    key.bytes.reset();
    for (int i = 0; i < columns.length; i++) {
      Object value = values.get(i);
      if (value == null) {
        return false;
      }
      putValue(key.bytes, keyTypes.get(i), value);
    }
    key.hash = key.bytes.hash64();
    return true;
  }

  /** Serializes a value as {@link VectorKeys} serializes it from its vector. */
  private static void putValue(KeyBuffer buffer, SqlType type, Object value) {
    switch (type.id()) {
      case BOOLEAN -> buffer.putLong(((Boolean) value) ? 1 : 0);
      case REAL, DOUBLE -> buffer.putDouble(((Number) value).doubleValue());
      case DECIMAL -> {
        BigDecimal decimal = value instanceof BigDecimal d ? d.setScale(type.scale())
            : BigDecimal.valueOf(((Number) value).longValue(), type.scale());
        if (type.precision() <= 18) {
          buffer.putLong(decimal.unscaledValue().longValueExact());
        } else {
          buffer.putDecimal(decimal);
        }
      }
      case CHAR, VARCHAR -> buffer.putBytes(value.toString().getBytes(StandardCharsets.UTF_8));
      case BINARY, VARBINARY -> buffer.putBytes((byte[]) value);
      default -> buffer.putLong(((Number) value).longValue());
    }
  }

  // ---- building

  @Override
  public synchronized void clear() {
    synchronized (queued) {
      queued.clear();
    }
    chunks = new Chunk[8];
    readers = new KeyReader[8];
    chunkStart = new int[9];
    chunkCount = 0;
    slots = new int[16];
    slotMask = 15;
    distinctKeys = 0;
    entryKeys = new long[16];
    entryRows = new int[16];
    entryNext = new int[16];
    entries = 0;
    if (sortedRuns != null) {
      sortedRuns.clear();
    }
  }

  /** Queues a committed chunk; its keys are read at the next lookup ({@link #takeInQueued}). */
  @Override
  public void add(Chunk chunk) {
    if (!lazy) {
      synchronized (this) {
        takeIn(chunk);
      }
      return;
    }
    synchronized (queued) {
      queued.addLast(chunk);
    }
  }

  /**
   * Reads the keys of every queued chunk, in the order they were added. Called holding the index's
   * lock, by every method that reads what the index holds. A chunk that cannot be read (its file
   * fails its checksum) stays queued, and the failure goes to the lookup: the index is left as it
   * was before that chunk.
   */
  private void takeInQueued() {
    while (true) {
      Chunk next;
      synchronized (queued) {
        next = queued.peekFirst();
      }
      if (next == null) {
        return;
      }
      takeIn(next);
      synchronized (queued) {
        queued.pollFirst();
      }
    }
  }

  private void takeIn(Chunk chunk) {
    KeyReader reader = reader(chunk);
    if (chunkCount + 1 == chunks.length) {
      chunks = Arrays.copyOf(chunks, chunks.length * 2);
      readers = Arrays.copyOf(readers, readers.length * 2);
      chunkStart = Arrays.copyOf(chunkStart, chunkStart.length * 2);
    }
    int start = chunkStart[chunkCount];
    int rows = chunk.rowCount();
    if ((long) start + rows > Integer.MAX_VALUE) {
      throw new IllegalStateException("an index holds at most " + Integer.MAX_VALUE + " rows");
    }
    chunks[chunkCount] = chunk;
    readers[chunkCount] = longKeys ? null : reader;
    chunkStart[chunkCount + 1] = start + rows;
    chunkCount++;
    ensureEntries(entries + rows);
    IndexKey key = candidate;
    for (int row = 0; row < rows; row++) {
      if (reader.read(row, key)) {
        insert(key.hash, start + row);
      }
    }
    if (sortedRuns != null) {
      addRun(chunk, start);
    }
  }

  /** Adds the chunk's non-NULL keys, with their row numbers from {@code start}, as a sorted run. */
  private void addRun(Chunk chunk, int start) {
    VectorKeys.LongKey column = orderedReader(chunk);
    int rows = chunk.rowCount();
    long[] keys = new long[rows];
    int[] rowNumbers = new int[rows];
    int n = 0;
    for (int row = 0; row < rows; row++) {
      if (!column.isNull(row)) {
        keys[n] = column.get(row);
        rowNumbers[n++] = start + row;
      }
    }
    sortedRuns.add(keys, rowNumbers, n);
  }

  private void insert(long key, int globalRow) {
    int entry = entries++;
    entryKeys[entry] = key;
    entryRows[entry] = globalRow;
    int slot = slot(key);
    while (true) {
      int head = slots[slot];
      if (head == 0) {
        entryNext[entry] = -1;
        slots[slot] = entry + 1;
        if (++distinctKeys > (slotMask + 1) * MAX_LOAD) {
          rehash();
        }
        return;
      }
      if (entryKeys[head - 1] == key) {
        // Newest first: a lookup meets the latest version of a row before the ones it replaced.
        entryNext[entry] = head - 1;
        slots[slot] = entry + 1;
        return;
      }
      slot = (slot + 1) & slotMask;
    }
  }

  private void ensureEntries(int needed) {
    if (needed > entryKeys.length) {
      int capacity = Math.max(needed, (int) Math.min(Integer.MAX_VALUE - 8, entryKeys.length * 2L));
      entryKeys = Arrays.copyOf(entryKeys, capacity);
      entryRows = Arrays.copyOf(entryRows, capacity);
      entryNext = Arrays.copyOf(entryNext, capacity);
    }
  }

  private void rehash() {
    int[] old = slots;
    slots = new int[old.length * 2];
    slotMask = slots.length - 1;
    for (int head : old) {
      if (head != 0) {
        int slot = slot(entryKeys[head - 1]);
        while (slots[slot] != 0) {
          slot = (slot + 1) & slotMask;
        }
        slots[slot] = head;
      }
    }
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & slotMask;
  }

  // ---- lookups

  /**
   * Visits the rows with this key that {@code version} holds live in its committed chunks, newest
   * first. Index chunk {@code i} is looked for at position {@code offset + i} of the version
   * (offset 0 for a table's own index; a transaction's index of its new chunks starts where they
   * start), and rows at positions below {@code minPosition} are skipped.
   */
  public synchronized void find(IndexKey key, TableVersion version, int offset, int minPosition, RowVisitor visitor) {
    takeInQueued();
    int slot = slot(key.hash);
    int entry;
    while (true) {
      int head = slots[slot];
      if (head == 0) {
        return;
      }
      if (entryKeys[head - 1] == key.hash) {
        entry = head - 1;
        break;
      }
      slot = (slot + 1) & slotMask;
    }
    List<Chunk> versionChunks = version.chunks();
    int lastChunk = -1;
    for (; entry >= 0; entry = entryNext[entry]) {
      int globalRow = entryRows[entry];
      int ordinal = lastChunk >= 0 && globalRow >= chunkStart[lastChunk] && globalRow < chunkStart[lastChunk + 1]
          ? lastChunk : chunkOf(globalRow);
      lastChunk = ordinal;
      int position = offset + ordinal;
      if (position < minPosition || position >= versionChunks.size() || versionChunks.get(position) != chunks[ordinal]) {
        continue;
      }
      int row = globalRow - chunkStart[ordinal];
      if (version.deletions(position).isDeleted(row)) {
        continue;
      }
      if (!longKeys && !(readers[ordinal].read(row, candidate) && candidate.bytes.sameKey(key.bytes))) {
        continue;
      }
      if (!visitor.visit(position, row)) {
        return;
      }
    }
  }

  /**
   * Visits every live row of {@code version} with this key: through the index for the chunks it
   * holds, and by reading the others (a transaction's uncommitted chunks, after the committed ones).
   */
  public void findAll(IndexKey key, TableVersion version, RowVisitor visitor) {
    findAll(key, version, null, visitor);
  }

  /**
   * The same, with {@code own} the transaction's index of the chunks it added ({@link OwnRows}):
   * when the version's chunks after the committed ones are its chunks, they are looked up in it
   * rather than read, so that a lookup in a long transaction does not read every row it wrote.
   */
  public void findAll(IndexKey key, TableVersion version, HashIndex own, RowVisitor visitor) {
    int indexed = indexedPrefix(version);
    boolean[] stopped = new boolean[1];
    RowVisitor stopping = (position, row) -> {
      if (!visitor.visit(position, row)) {
        stopped[0] = true;
        return false;
      }
      return true;
    };
    find(key, version, 0, 0, stopping);
    if (stopped[0]) {
      return;
    }
    int scanFrom = indexed;
    int covered = own == null ? 0 : own.coveredAt(version, indexed);
    if (covered > 0) {
      own.find(key, version, indexed, 0, stopping);
      if (stopped[0]) {
        return;
      }
      scanFrom = indexed + covered;
    }
    IndexKey other = newKey();
    for (int position = scanFrom; position < version.chunks().size(); position++) {
      Chunk chunk = version.chunks().get(position);
      KeyReader reader = reader(chunk);
      var deleted = version.deletions(position);
      for (int row = deleted.nextLive(0); row < chunk.rowCount(); row = deleted.nextLive(row + 1)) {
        if (reader.read(row, other) && other.hash == key.hash && (longKeys || other.bytes.sameKey(key.bytes))
            && !visitor.visit(position, row)) {
          return;
        }
      }
    }
  }

  /**
   * How many of this index's chunks stand in {@code version} from {@code offset} on, in order; 0
   * when its first or last such chunk is not there. An index of a transaction's added chunks holds
   * them in the order the transaction's view appends them, so two ends in place mean all are.
   */
  private synchronized int coveredAt(TableVersion version, int offset) {
    List<Chunk> versionChunks = version.chunks();
    int covered = Math.min(chunkCount, versionChunks.size() - offset);
    if (covered <= 0 || versionChunks.get(offset) != chunks[0]
        || versionChunks.get(offset + covered - 1) != chunks[covered - 1]) {
      return 0;
    }
    return covered;
  }

  /** How many leading chunks of the version are this index's (a version's chunks extend a prefix of the committed ones). */
  private synchronized int indexedPrefix(TableVersion version) {
    takeInQueued();
    List<Chunk> versionChunks = version.chunks();
    int n = Math.min(versionChunks.size(), chunkCount);
    while (n > 0 && versionChunks.get(n - 1) != chunks[n - 1]) {
      n--;
    }
    return n;
  }

  private int chunkOf(int globalRow) {
    int low = 0;
    int high = chunkCount - 1;
    while (low < high) {
      int mid = (low + high + 1) >>> 1;
      if (chunkStart[mid] <= globalRow) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    return low;
  }

  // ---- ranges

  /** True when the index keeps its keys in order, for {@link #countRange} and {@link #findAllInRange}. */
  public boolean ordered() {
    return sortedRuns != null;
  }

  /**
   * True when the ordered key tells values apart (so a range finds exactly its rows); false for a
   * string's prefix, which may tie different values: a range then finds a superset of its rows.
   */
  public boolean exactOrder() {
    return keyTypes.get(0).id() != TypeId.VARCHAR;
  }

  /**
   * The ordered key of a value in its physical form (as {@code Literal}s hold them) and of the
   * index's key type, when that orders exactly: the value itself, or a DECIMAL's unscaled value.
   */
  private long orderedKey(Object value) {
    requireOrdered();
    if (keyTypes.get(0).id() == TypeId.DECIMAL && value instanceof BigDecimal decimal) {
      return decimal.setScale(keyTypes.get(0).scale()).unscaledValue().longValueExact();
    }
    return ((Number) value).longValue();
  }

  /**
   * The keys between two values in physical form (a null bound: unbounded on that side), or null
   * when no key can lie between them. Without an {@linkplain #exactOrder exact order} (strings) a
   * bound's key may be the key of other values too, so both bounds are taken as inclusive, and
   * widened for blank-padded comparisons.
   */
  public Interval interval(Object low, boolean lowInclusive, Object high, boolean highInclusive) {
    if (!exactOrder()) {
      long from = low == null ? Long.MIN_VALUE : lowStringKey((String) low);
      long to = high == null ? Long.MAX_VALUE : highStringKey((String) high);
      return from <= to ? new Interval(from, to) : null;
    }
    long from = Long.MIN_VALUE;
    long to = Long.MAX_VALUE;
    if (low != null) {
      from = orderedKey(low);
      if (!lowInclusive) {
        if (from == Long.MAX_VALUE) {
          return null;
        }
        from++;
      }
    }
    if (high != null) {
      to = orderedKey(high);
      if (!highInclusive) {
        if (to == Long.MIN_VALUE) {
          return null;
        }
        to--;
      }
    }
    return from <= to ? new Interval(from, to) : null;
  }

  /** How many rows the index holds in the interval, deleted and replaced ones included: a binary search per run. */
  public synchronized long countRange(Interval interval) {
    requireOrdered();
    takeInQueued();
    return sortedRuns.count(interval.low(), interval.high());
  }

  /**
   * Visits every live row of {@code version} whose key is in the interval: through the sorted runs
   * for the chunks the index holds, and by reading the others (a transaction's uncommitted chunks).
   */
  public void findAllInRange(Interval interval, TableVersion version, RowVisitor visitor) {
    requireOrdered();
    if (!findRange(interval, version, visitor)) {
      return;
    }
    long low = interval.low();
    long high = interval.high();
    for (int position = indexedPrefix(version); position < version.chunks().size(); position++) {
      Chunk chunk = version.chunks().get(position);
      VectorKeys.LongKey column = orderedReader(chunk);
      var deleted = version.deletions(position);
      for (int row = deleted.nextLive(0); row < chunk.rowCount(); row = deleted.nextLive(row + 1)) {
        if (!column.isNull(row)) {
          long key = column.get(row);
          if (key >= low && key <= high && !visitor.visit(position, row)) {
            return;
          }
        }
      }
    }
  }

  /** The rows of the index's chunks in the interval that the version holds live; false when the visitor stopped. */
  private synchronized boolean findRange(Interval interval, TableVersion version, RowVisitor visitor) {
    takeInQueued();
    List<Chunk> versionChunks = version.chunks();
    boolean[] stopped = new boolean[1];
    sortedRuns.visit(interval.low(), interval.high(), (key, globalRow) -> {
      int ordinal = chunkOf(globalRow);
      if (ordinal >= versionChunks.size() || versionChunks.get(ordinal) != chunks[ordinal]) {
        return true;
      }
      int row = globalRow - chunkStart[ordinal];
      if (version.deletions(ordinal).isDeleted(row)) {
        return true;
      }
      if (!visitor.visit(ordinal, row)) {
        stopped[0] = true;
        return false;
      }
      return true;
    });
    return !stopped[0];
  }

  /** Reads the ordered keys of a chunk's rows. */
  private VectorKeys.LongKey orderedReader(Chunk chunk) {
    FieldVector vector = chunk.batch().getVector(columns[0]);
    if (vector instanceof org.apache.arrow.vector.DecimalVector decimal) {
      // At most 18 digits: the unscaled value is the low half of the 128-bit little-endian integer.
      return new VectorKeys.LongKey() {
        @Override
        public boolean isNull(int row) {
          return decimal.isNull(row);
        }

        @Override
        public long get(int row) {
          return decimal.getDataBuffer().getLong((long) row * 16);
        }
      };
    }
    if (vector instanceof org.apache.arrow.vector.VarCharVector varchar) {
      byte[] prefix = new byte[8];
      return new VectorKeys.LongKey() {
        @Override
        public boolean isNull(int row) {
          return varchar.isNull(row);
        }

        @Override
        public long get(int row) {
          long start = varchar.getStartOffset(row);
          int length = (int) Math.min(8, varchar.getEndOffset(row) - start);
          varchar.getDataBuffer().getBytes(start, prefix, 0, length);
          return prefixKey(prefix, length);
        }
      };
    }
    VectorKeys.LongKey column = VectorKeys.longKey(vector);
    if (column == null) {
      throw new IllegalStateException("no ordered reader for " + vector.getField().getType());
    }
    return column;
  }

  private void requireOrdered() {
    if (sortedRuns == null) {
      throw new IllegalStateException("index " + name + " keeps no order");
    }
  }

  // ---- uniqueness at commit

  @Override
  public void checkConcurrent(TableVersion base, TableVersion latest, TableVersion added) {
    if (!unique || latest.chunks().size() == base.chunks().size()) {
      return;
    }
    int since = base.chunks().size();
    IndexKey key = newKey();
    for (int c = 0; c < added.chunks().size(); c++) {
      Chunk chunk = added.chunks().get(c);
      KeyReader reader = reader(chunk);
      var deleted = added.deletions(c);
      for (int row = deleted.nextLive(0); row < chunk.rowCount(); row = deleted.nextLive(row + 1)) {
        if (reader.read(row, key)) {
          int r = row;
          find(key, latest, 0, since, (position, found) -> {
            throw UniqueChecks.violation(this, chunk, r);
          });
        }
      }
    }
  }

  @Override
  public String toString() {
    return name + (unique ? " UNIQUE" : "") + " HASH (" + String.join(", ", columnNames) + ")";
  }
}

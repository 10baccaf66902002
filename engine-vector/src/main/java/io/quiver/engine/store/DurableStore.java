package io.quiver.engine.store;

import io.quiver.engine.error.EngineException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Stream;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The files of a file database: a directory holding a lock file, the write-ahead log, the chunk
 * files of the last checkpoint and the manifest naming them.
 *
 * <ul>
 *   <li>{@code lock}: the pid of the process that has the database open; {@link FileChannel#lock}
 *       on it keeps a second process out.
 *   <li>{@code wal-N.log}: records of commits (new chunks as Arrow IPC, deleted rows by chunk
 *       number), of DDL statements (as the catalog side gives them, with the contents of the
 *       tables they made), and of sequence reservations. A commit returns once its record is
 *       forced to disk.
 *   <li>{@code c-T-N.arrow}: chunks of table T from chunk N on, written by one checkpoint: each
 *       a ZSTD-compressed Arrow IPC stream, one after the other (one file per table and checkpoint
 *       up to {@link #PACK_BYTES}, not one per chunk, so that a table of many small chunks, as
 *       single-row commits make it, costs a few files and forces); a chunk is read, by its offset
 *       and length, when first needed.
 *   <li>{@code manifest}: the last checkpoint: the DDL history, every table's chunk files with
 *       their lengths and CRC32C and deletion masks, sequence states, and the first log segment
 *       still to replay; replaced by an atomic rename.
 * </ul>
 *
 * <p>This class knows nothing of SQL: DDL records carry what the {@link Catalogs} side gives, and
 * replaying them is that side's business. Tables are known by a number bound to their storage.
 */
public final class DurableStore implements Sequence.Reservations, CommitLog, AutoCloseable {
  private static final int MANIFEST_MAGIC = 0x5156524d; // "QVRM"
  /** 2: chunk files hold several chunks, each at an offset; 1 (still read): one chunk per file. */
  private static final int FORMAT = 2;
  /** A checkpoint starts another chunk file of a table once one holds this many bytes. */
  static final long PACK_BYTES = 64L << 20;
  private static final byte COMMIT = 1;
  private static final byte DDL = 2;
  private static final byte SEQUENCE = 3;

  /** What the catalog side does for the store: replay DDL, list tables, restore sequences. */
  public interface Catalogs {
    /** Runs a logged DDL statement again, as {@link #logDdl} was given it. */
    void replay(Map<String, String> statement);

    /** Every persistent table, by a path that names it uniquely. */
    Map<String, ColumnarTable> tables();

    /** Resumes the sequence known as {@code key} (if it exists) at {@code upTo}. */
    void restoreSequence(String key, long upTo);
  }

  /**
   * How to open: {@code readOnly} reads the database as it is and writes nothing (it needs no
   * lock and loads every chunk at once); {@code fsync} false leaves commits in the OS's cache;
   * a checkpoint starts by itself once the log holds {@code checkpointBytes}.
   */
  public record Options(boolean readOnly, boolean fsync, long checkpointBytes) {
    public static final long DEFAULT_CHECKPOINT_BYTES = 64L << 20;

    public static Options defaults() {
      return new Options(false, true, DEFAULT_CHECKPOINT_BYTES);
    }
  }

  /** A chunk of a table as the files know it: its number and, once checkpointed, its file. */
  private static final class ChunkFile {
    final long number;
    String file;
    /** Where the chunk's IPC stream starts in {@link #file}. */
    long offset;
    long length;
    int crc;

    ChunkFile(long number) {
      this.number = number;
    }
  }

  /** A persistent table: its number, and the numbers of its chunks. */
  private static final class TableState {
    final long id;
    final ColumnarTable table;
    final Map<Chunk, ChunkFile> chunks = new IdentityHashMap<>();
    final Map<Long, Chunk> byNumber = new HashMap<>();
    long nextChunk;

    TableState(long id, ColumnarTable table) {
      this.id = id;
      this.table = table;
    }

    ChunkFile number(Chunk chunk) {
      ChunkFile file = chunks.get(chunk);
      if (file == null) {
        file = new ChunkFile(nextChunk++);
        chunks.put(chunk, file);
        byNumber.put(file.number, chunk);
      }
      return file;
    }

    void add(Chunk chunk, ChunkFile file) {
      chunks.put(chunk, file);
      byNumber.put(file.number, chunk);
      nextChunk = Math.max(nextChunk, file.number + 1);
    }
  }

  /** A DDL statement of the history: what to replay and which tables it made, by path. */
  private record DdlEntry(Map<String, String> statement, Map<String, Long> made) {}

  private final Path directory;
  private final Options options;
  private final StoreFileSystem files;
  private final BufferAllocator allocator;
  private final TransactionManager transactions;
  private final Catalogs catalogs;
  private FileChannel lockChannel;
  private FileLock lock;
  private WriteAheadLog log;
  /** Guarded by the commit lock (and the DDL lock for binding). */
  private final Map<ColumnarTable, TableState> tables = new IdentityHashMap<>();
  private final Map<Long, TableState> tablesById = new HashMap<>();
  private long nextTableId = 1;
  private final List<DdlEntry> history = new ArrayList<>();
  /** Sequence reservations by key; guarded by the log's monitor. */
  private final Map<String, Long> reservations = new LinkedHashMap<>();
  /** DDL statements and checkpoints run one at a time. */
  private final ReentrantLock ddlLock = new ReentrantLock();
  private final ExecutorService background = Executors.newSingleThreadExecutor(r -> {
    Thread thread = new Thread(r, "quiver-checkpoint");
    thread.setDaemon(true);
    return thread;
  });
  private final AtomicBoolean checkpointQueued = new AtomicBoolean();
  private volatile EngineException lastCheckpointFailure;
  /**
   * Set when a DDL statement ran but could not be logged: the catalog in memory is ahead of the
   * files, so writes are refused until the database is opened again (as of its last commit).
   */
  private volatile EngineException unusable;
  private volatile boolean closed;

  private DurableStore(Path directory, Options options, StoreFileSystem files, BufferAllocator allocator,
      TransactionManager transactions, Catalogs catalogs) {
    this.directory = directory;
    this.options = options;
    this.files = files;
    this.allocator = allocator;
    this.transactions = transactions;
    this.catalogs = catalogs;
  }

  /**
   * Opens (creating if absent) the database in {@code directory}: takes the lock, replays the DDL
   * history and the log through {@code catalogs}, binds the chunk files of the last checkpoint
   * lazily, and logs every commit of {@code transactions} from then on.
   */
  public static DurableStore open(Path directory, Options options, BufferAllocator allocator,
      TransactionManager transactions, Catalogs catalogs) {
    DurableStore store = new DurableStore(directory.toAbsolutePath().normalize(), options, StoreFileSystem.current(),
        allocator, transactions, catalogs);
    try {
      store.start();
      return store;
    } catch (RuntimeException e) {
      store.abandon();
      throw e;
    }
  }

  public Path directory() {
    return directory;
  }

  public boolean isReadOnly() {
    return options.readOnly();
  }

  private void start() {
    try {
      if (options.readOnly()) {
        if (!Files.isDirectory(directory)) {
          throw new EngineException("08001", "No database at " + directory + " to open read-only");
        }
      } else {
        Files.createDirectories(directory);
        lockDirectory();
      }
      Manifest manifest = readManifest();
      long firstSegment = manifest == null ? 1 : manifest.logStart;
      if (manifest != null) {
        restore(manifest);
      }
      List<Long> segments = segments();
      long lastSegment = firstSegment - 1;
      for (long segment : segments) {
        if (segment < firstSegment) {
          continue;
        }
        for (byte[] record : WriteAheadLog.read(files, WriteAheadLog.segmentPath(directory, segment))) {
          replay(record);
        }
        lastSegment = Math.max(lastSegment, segment);
      }
      if (options.readOnly()) {
        // Read everything now: the writing process may delete chunk files at its next checkpoint.
        for (TableState state : tablesById.values()) {
          state.chunks.keySet().forEach(Chunk::batch);
        }
        transactions.setCommitLog(new ReadOnlyLog());
        return;
      }
      log = new WriteAheadLog(files, directory, lastSegment + 1, options.fsync());
      transactions.setCommitLog(this);
      removeLeftovers(manifest, firstSegment);
    } catch (IOException e) {
      throw StoreException.io("opening the database in " + directory, e);
    }
  }

  private void lockDirectory() throws IOException {
    Path lockPath = directory.resolve("lock");
    lockChannel = files.open(lockPath, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
    try {
      lock = lockChannel.tryLock();
    } catch (OverlappingFileLockException e) {
      lock = null;
    }
    if (lock == null) {
      String holder;
      try {
        holder = new String(Files.readAllBytes(lockPath), StandardCharsets.UTF_8).trim();
      } catch (IOException e) {
        holder = "";
      }
      lockChannel.close();
      lockChannel = null;
      throw new EngineException(StoreException.IN_USE, "Database " + directory + " is in use by process "
          + (holder.isEmpty() ? "(unknown)" : holder) + "; open it with ;access=read_only to read it alongside");
    }
    lockChannel.truncate(0);
    lockChannel.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)), 0);
    lockChannel.force(false);
  }

  private List<Long> segments() throws IOException {
    List<Long> numbers = new ArrayList<>();
    try (Stream<Path> paths = Files.list(directory)) {
      paths.forEach(path -> {
        String name = path.getFileName().toString();
        if (name.startsWith("wal-") && name.endsWith(".log")) {
          try {
            numbers.add(Long.parseLong(name.substring(4, name.length() - 4)));
          } catch (NumberFormatException ignored) {
            // not a segment of ours
          }
        }
      });
    }
    numbers.sort(null);
    return numbers;
  }

  /** Deletes log segments before the checkpoint and files no manifest names (a crash's leftovers). */
  private void removeLeftovers(Manifest manifest, long firstSegment) throws IOException {
    Set<String> referenced = new HashSet<>();
    if (manifest != null) {
      manifest.tables.values().forEach(t -> t.chunks.forEach(c -> referenced.add(c.file)));
    }
    List<Path> remove = new ArrayList<>();
    try (Stream<Path> paths = Files.list(directory)) {
      paths.forEach(path -> {
        String name = path.getFileName().toString();
        if (name.endsWith(".tmp") || (name.startsWith("c-") && name.endsWith(".arrow") && !referenced.contains(name))) {
          remove.add(path);
        } else if (name.startsWith("wal-") && name.endsWith(".log")) {
          try {
            if (Long.parseLong(name.substring(4, name.length() - 4)) < firstSegment) {
              remove.add(path);
            }
          } catch (NumberFormatException ignored) {
            // not ours
          }
        }
      });
    }
    for (Path path : remove) {
      files.delete(path);
    }
  }

  // ---------------------------------------------------------------- commits

  @Override
  public long write(Map<ColumnarTable, TableChanges> changes) {
    if (closed) {
      throw new EngineException(StoreException.IO_ERROR, "The database is closed");
    }
    checkUsable();
    List<Chunk> numbered = new ArrayList<>();
    List<TableState> numberedIn = new ArrayList<>();
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      DataOutputStream out = new DataOutputStream(bytes);
      out.writeByte(COMMIT);
      List<Map.Entry<TableState, TableChanges>> logged = new ArrayList<>();
      for (Map.Entry<ColumnarTable, TableChanges> entry : changes.entrySet()) {
        TableState state = tables.get(entry.getKey());
        if (state != null && !entry.getKey().isClosed() && !entry.getValue().isEmpty()) {
          logged.add(Map.entry(state, entry.getValue()));
        }
      }
      if (logged.isEmpty()) {
        return NOTHING;
      }
      out.writeInt(logged.size());
      for (Map.Entry<TableState, TableChanges> entry : logged) {
        TableState state = entry.getKey();
        out.writeLong(state.id);
        out.writeInt(entry.getValue().added().size());
        for (Chunk chunk : entry.getValue().added()) {
          boolean fresh = !state.chunks.containsKey(chunk);
          ChunkFile file = state.number(chunk);
          if (fresh) {
            numbered.add(chunk);
            numberedIn.add(state);
          }
          out.writeLong(file.number);
          writeBytes(out, ArrowChunks.toStream(chunk.batch()));
        }
        writeDeletions(out, state, entry.getValue().deletions());
      }
      out.flush();
      return log.append(bytes.toByteArray());
    } catch (IOException e) {
      for (int i = 0; i < numbered.size(); i++) {
        ChunkFile file = numberedIn.get(i).chunks.remove(numbered.get(i));
        numberedIn.get(i).byNumber.remove(file.number);
      }
      throw StoreException.io("writing the commit to the log", e);
    }
  }

  private void checkUsable() {
    EngineException failure = unusable;
    if (failure != null) {
      throw new EngineException(failure.sqlState(), "The database refuses writes after an earlier failure to log a"
          + " DDL statement (" + failure.getMessage() + "); close every connection and open it again", failure);
    }
  }

  private static void writeDeletions(DataOutputStream out, TableState state, Map<Chunk, DeletionMask> deletions)
      throws IOException {
    out.writeInt(deletions.size());
    for (Map.Entry<Chunk, DeletionMask> deletion : deletions.entrySet()) {
      ChunkFile file = state.chunks.get(deletion.getKey());
      if (file == null) {
        throw new IOException("a deleted row is in a chunk the log does not know");
      }
      out.writeLong(file.number);
      writeMask(out, deletion.getValue());
    }
  }

  @Override
  public void awaitDurable(long ticket) {
    try {
      log.awaitDurable(ticket);
    } catch (IOException e) {
      throw StoreException.io("forcing the log to disk", e);
    }
    maybeCheckpoint();
  }

  @Override
  public void reserve(String key, long upTo) {
    if (options.readOnly()) {
      return; // values handed out by a reader are never stored
    }
    long ticket;
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      DataOutputStream out = new DataOutputStream(bytes);
      out.writeByte(SEQUENCE);
      writeString(out, key);
      out.writeLong(upTo);
      out.flush();
      synchronized (log) {
        ticket = log.append(bytes.toByteArray());
        reservations.put(key, upTo);
      }
      log.awaitDurable(ticket);
    } catch (IOException e) {
      throw StoreException.io("writing a sequence reservation to the log", e);
    }
  }

  // ---------------------------------------------------------------- DDL

  /** Held while a DDL statement runs and is logged, and while a checkpoint captures and writes. */
  public ReentrantLock ddlLock() {
    return ddlLock;
  }

  /**
   * Logs a DDL statement that just ran: binds the tables it made (numbered, with their contents
   * at this moment) and forgets those it dropped. Called with {@link #ddlLock} held.
   */
  public void logDdl(Map<String, String> statement) {
    if (options.readOnly()) {
      throw new EngineException(StoreException.READ_ONLY, "The database is open read-only");
    }
    checkUsable();
    Map<String, ColumnarTable> now = catalogs.tables();
    long[] ticket = {NOTHING};
    EngineException[] failure = new EngineException[1];
    transactions.underCommitLock(() -> {
      try {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeByte(DDL);
        writeStatement(out, statement);
        Map<String, Long> made = new LinkedHashMap<>();
        List<TableState> fresh = new ArrayList<>();
        for (Map.Entry<String, ColumnarTable> entry : now.entrySet()) {
          if (!tables.containsKey(entry.getValue())) {
            TableState state = new TableState(nextTableId++, entry.getValue());
            made.put(entry.getKey(), state.id);
            fresh.add(state);
          }
        }
        out.writeInt(made.size());
        int i = 0;
        for (Map.Entry<String, Long> entry : made.entrySet()) {
          writeString(out, entry.getKey());
          out.writeLong(entry.getValue());
          writeContents(out, fresh.get(i++));
        }
        out.flush();
        ticket[0] = log.append(bytes.toByteArray());
        fresh.forEach(this::bind);
        unbindMissing(now);
        history.add(new DdlEntry(Map.copyOf(statement), made));
      } catch (IOException e) {
        failure[0] = StoreException.io("writing a DDL statement to the log", e);
      }
    });
    if (failure[0] != null) {
      unusable = failure[0];
      throw failure[0];
    }
    try {
      log.awaitDurable(ticket[0]);
    } catch (IOException e) {
      unusable = StoreException.io("forcing the log to disk", e);
      throw unusable;
    }
  }

  private void bind(TableState state) {
    tables.put(state.table, state);
    tablesById.put(state.id, state);
  }

  private void unbindMissing(Map<String, ColumnarTable> now) {
    Set<ColumnarTable> live = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    live.addAll(now.values());
    for (TableState state : new ArrayList<>(tables.values())) {
      if (!live.contains(state.table)) {
        tables.remove(state.table);
        tablesById.remove(state.id);
      }
    }
  }

  /** The table's current version: its chunks (as IPC bytes) and deletion masks. */
  private static void writeContents(DataOutputStream out, TableState state) throws IOException {
    TableVersion version = state.table.snapshot();
    out.writeInt(version.chunks().size());
    for (int c = 0; c < version.chunks().size(); c++) {
      Chunk chunk = version.chunks().get(c);
      out.writeLong(state.number(chunk).number);
      writeBytes(out, ArrowChunks.toStream(chunk.batch()));
      writeMask(out, version.deletions(c));
    }
  }

  // ---------------------------------------------------------------- replay

  private void replay(byte[] record) throws IOException {
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(record));
    byte type = in.readByte();
    switch (type) {
      case COMMIT -> replayCommit(in);
      case DDL -> {
        Map<String, String> statement = readStatement(in);
        catalogs.replay(statement);
        Map<String, ColumnarTable> now = catalogs.tables();
        int made = in.readInt();
        Map<String, Long> paths = new LinkedHashMap<>();
        for (int i = 0; i < made; i++) {
          String path = readString(in);
          long id = in.readLong();
          paths.put(path, id);
          TableState state = bindReplayed(now, path, id);
          int chunks = in.readInt();
          List<Chunk> list = new ArrayList<>(chunks);
          List<DeletionMask> masks = new ArrayList<>(chunks);
          for (int c = 0; c < chunks; c++) {
            long number = in.readLong();
            Chunk chunk = new Chunk(ArrowChunks.fromStream(readBytes(in), allocator));
            state.add(chunk, new ChunkFile(number));
            list.add(chunk);
            masks.add(readMask(in));
          }
          state.table.restore(new TableVersion(0, list, masks));
        }
        unbindMissing(now);
        history.add(new DdlEntry(Map.copyOf(statement), paths));
      }
      case SEQUENCE -> {
        String key = readString(in);
        long upTo = in.readLong();
        reservations.put(key, upTo);
        catalogs.restoreSequence(key, upTo);
      }
      default -> throw StoreException.corrupted("a log record of unknown type " + type);
    }
  }

  private TableState bindReplayed(Map<String, ColumnarTable> now, String path, long id) {
    ColumnarTable table = now.get(path);
    if (table == null) {
      throw StoreException.corrupted("replaying the log did not make table " + path.replace('\0', '.'));
    }
    TableState previous = tables.get(table);
    if (previous != null) {
      tables.remove(table);
      tablesById.remove(previous.id);
    }
    TableState state = new TableState(id, table);
    bind(state);
    nextTableId = Math.max(nextTableId, id + 1);
    return state;
  }

  private void replayCommit(DataInputStream in) throws IOException {
    int count = in.readInt();
    Transaction transaction = transactions.begin();
    try {
      for (int t = 0; t < count; t++) {
        long id = in.readLong();
        TableState state = tablesById.get(id);
        int added = in.readInt();
        List<Chunk> chunks = new ArrayList<>(added);
        for (int i = 0; i < added; i++) {
          long number = in.readLong();
          byte[] ipc = readBytes(in);
          if (state != null) {
            Chunk chunk = new Chunk(ArrowChunks.fromStream(ipc, allocator));
            state.add(chunk, new ChunkFile(number));
            chunks.add(chunk);
          }
        }
        int deletions = in.readInt();
        Map<Chunk, DeletionMask> masks = new IdentityHashMap<>();
        for (int i = 0; i < deletions; i++) {
          long number = in.readLong();
          DeletionMask mask = readMask(in);
          if (state != null) {
            Chunk chunk = state.byNumber.get(number);
            if (chunk == null) {
              throw StoreException.corrupted("a log record deletes rows of chunk " + number + " of table " + id
                  + ", which does not exist");
            }
            masks.put(chunk, mask);
          }
        }
        if (state != null) {
          // A table dropped later in the log is skipped: its records are still replayed in order.
          transaction.write(state.table, transaction.changes(state.table).plusChunks(chunks).plusDeletions(masks));
        }
      }
      transaction.commit();
    } catch (IOException | RuntimeException e) {
      transaction.rollback();
      throw e;
    }
  }

  // ---------------------------------------------------------------- checkpoints

  /** A checkpoint, written when the database was last checkpointed. */
  private static final class Manifest {
    long logStart;
    long nextTableId;
    final List<DdlEntry> history = new ArrayList<>();
    final Map<Long, TableImage> tables = new LinkedHashMap<>();
    final Map<String, Long> reservations = new LinkedHashMap<>();
  }

  /** One table in a manifest. */
  private static final class TableImage {
    long nextChunk;
    final List<ChunkFile> chunks = new ArrayList<>();
    final List<Integer> rows = new ArrayList<>();
    final List<DeletionMask> masks = new ArrayList<>();
    final List<Chunk> live = new ArrayList<>();
  }

  private void restore(Manifest manifest) throws IOException {
    for (DdlEntry entry : manifest.history) {
      catalogs.replay(entry.statement());
      Map<String, ColumnarTable> now = catalogs.tables();
      for (Map.Entry<String, Long> made : entry.made().entrySet()) {
        bindReplayed(now, made.getKey(), made.getValue());
      }
      unbindMissing(now);
      history.add(entry);
    }
    nextTableId = Math.max(nextTableId, manifest.nextTableId);
    for (Map.Entry<Long, TableImage> entry : manifest.tables.entrySet()) {
      TableState state = tablesById.get(entry.getKey());
      if (state == null) {
        throw StoreException.corrupted("the manifest holds table " + entry.getKey() + ", which its DDL does not make");
      }
      TableImage image = entry.getValue();
      List<Chunk> chunks = new ArrayList<>();
      int columns = state.table.columns().size();
      for (int i = 0; i < image.chunks.size(); i++) {
        ChunkFile file = image.chunks.get(i);
        Chunk chunk = new Chunk(columns, image.rows.get(i), () -> readChunkFile(file));
        state.add(chunk, file);
        chunks.add(chunk);
      }
      state.nextChunk = Math.max(state.nextChunk, image.nextChunk);
      state.table.restore(new TableVersion(0, chunks, image.masks));
    }
    for (Map.Entry<String, Long> entry : manifest.reservations.entrySet()) {
      reservations.put(entry.getKey(), entry.getValue());
      catalogs.restoreSequence(entry.getKey(), entry.getValue());
    }
  }

  private VectorSchemaRoot readChunkFile(ChunkFile file) {
    Path path = directory.resolve(file.file);
    byte[] bytes;
    try {
      bytes = files.read(path, file.offset, (int) file.length);
    } catch (NoSuchFileException e) {
      throw StoreException.corrupted("chunk file " + file.file + " is missing");
    } catch (IOException e) {
      throw StoreException.io("reading chunk file " + file.file, e);
    }
    if (bytes.length != file.length || WriteAheadLog.crc(bytes, 0, bytes.length) != file.crc) {
      throw StoreException.corrupted("chunk file " + file.file + " fails its checksum (" + bytes.length
          + " bytes at offset " + file.offset + ", " + file.length + " written)");
    }
    try {
      return ArrowChunks.fromFile(bytes, allocator);
    } catch (IOException | RuntimeException e) {
      throw StoreException.corrupted("chunk file " + file.file + " cannot be read: " + e.getMessage());
    }
  }

  /** Starts a checkpoint in the background once the log has grown past the configured size. */
  private void maybeCheckpoint() {
    if (closed || log.bytesInSegment() < options.checkpointBytes() || !checkpointQueued.compareAndSet(false, true)) {
      return;
    }
    background.execute(() -> {
      try {
        checkpoint();
        lastCheckpointFailure = null;
      } catch (EngineException e) {
        lastCheckpointFailure = e; // nothing is lost: the log still holds every commit
      } finally {
        checkpointQueued.set(false);
      }
    });
  }

  /** The failure of the last automatic checkpoint, or null. */
  public EngineException lastCheckpointFailure() {
    return lastCheckpointFailure;
  }

  /**
   * Writes every chunk not yet in a file as a compressed Arrow IPC file, then a manifest naming all
   * of them, switched to by an atomic rename; the log before it is deleted. Commits go on
   * meanwhile (they go to the next log segment); DDL waits.
   */
  public void checkpoint() {
    if (options.readOnly()) {
      throw new EngineException(StoreException.READ_ONLY, "The database is open read-only");
    }
    ddlLock.lock();
    try {
      if (closed) {
        return;
      }
      Manifest manifest = new Manifest();
      IOException[] failure = new IOException[1];
      List<TableState> states = new ArrayList<>();
      transactions.underCommitLock(() -> {
        try {
          synchronized (log) {
            manifest.logStart = log.rotate();
            manifest.reservations.putAll(reservations);
          }
          manifest.nextTableId = nextTableId;
          manifest.history.addAll(history);
          for (TableState state : tablesById.values()) {
            TableVersion version = state.table.snapshot();
            TableImage image = new TableImage();
            for (int c = 0; c < version.chunks().size(); c++) {
              Chunk chunk = version.chunks().get(c);
              image.chunks.add(state.number(chunk));
              image.rows.add(chunk.rowCount());
              image.masks.add(version.deletions(c));
              image.live.add(chunk);
            }
            image.nextChunk = state.nextChunk;
            manifest.tables.put(state.id, image);
            states.add(state);
          }
        } catch (IOException e) {
          failure[0] = e;
        }
      });
      if (failure[0] != null) {
        throw StoreException.io("starting a checkpoint", failure[0]);
      }
      try {
        for (TableState state : states) {
          TableImage image = manifest.tables.get(state.id);
          List<ChunkFile> unwritten = new ArrayList<>();
          List<Chunk> chunks = new ArrayList<>();
          for (int i = 0; i < image.chunks.size(); i++) {
            if (image.chunks.get(i).file == null) {
              unwritten.add(image.chunks.get(i));
              chunks.add(image.live.get(i));
            }
          }
          writeChunkFiles(state, unwritten, chunks);
        }
        writeManifest(manifest);
        removeLeftovers(manifest, manifest.logStart);
      } catch (IOException e) {
        throw StoreException.io("writing a checkpoint", e);
      }
    } finally {
      ddlLock.unlock();
    }
  }

  /**
   * Writes the chunks one after the other into as few files as {@link #PACK_BYTES} allows, each file
   * through a temporary one, forced and renamed; a chunk's place is known once its file is in place.
   */
  private void writeChunkFiles(TableState state, List<ChunkFile> unwritten, List<Chunk> chunks) throws IOException {
    int next = 0;
    while (next < unwritten.size()) {
      String name = "c-" + state.id + "-" + unwritten.get(next).number + ".arrow";
      Path temporary = directory.resolve(name + ".tmp");
      int first = next;
      long[] offsets = new long[unwritten.size()];
      long[] lengths = new long[unwritten.size()];
      int[] crcs = new int[unwritten.size()];
      try (FileChannel channel = files.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
          StandardOpenOption.TRUNCATE_EXISTING)) {
        long offset = 0;
        while (next < unwritten.size() && (next == first || offset < PACK_BYTES)) {
          byte[] bytes = ArrowChunks.toFile(chunks.get(next).batch());
          files.write(channel, ByteBuffer.wrap(bytes));
          offsets[next] = offset;
          lengths[next] = bytes.length;
          crcs[next] = WriteAheadLog.crc(bytes, 0, bytes.length);
          offset += bytes.length;
          next++;
        }
        files.force(channel);
      } catch (IOException | RuntimeException e) {
        deleteQuietly(temporary);
        throw e;
      }
      files.move(temporary, directory.resolve(name));
      for (int i = first; i < next; i++) {
        ChunkFile file = unwritten.get(i);
        file.offset = offsets[i];
        file.length = lengths[i];
        file.crc = crcs[i];
        file.file = name;
      }
    }
  }

  private void deleteQuietly(Path path) {
    try {
      files.delete(path);
    } catch (IOException ignored) {
      // a leftover .tmp is removed at the next open
    }
  }

  private void writeManifest(Manifest manifest) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeInt(MANIFEST_MAGIC);
    out.writeInt(FORMAT);
    out.writeLong(manifest.logStart);
    out.writeLong(manifest.nextTableId);
    out.writeInt(manifest.history.size());
    for (DdlEntry entry : manifest.history) {
      writeStatement(out, entry.statement());
      out.writeInt(entry.made().size());
      for (Map.Entry<String, Long> made : entry.made().entrySet()) {
        writeString(out, made.getKey());
        out.writeLong(made.getValue());
      }
    }
    out.writeInt(manifest.tables.size());
    for (Map.Entry<Long, TableImage> entry : manifest.tables.entrySet()) {
      out.writeLong(entry.getKey());
      TableImage image = entry.getValue();
      out.writeLong(image.nextChunk);
      out.writeInt(image.chunks.size());
      for (int i = 0; i < image.chunks.size(); i++) {
        ChunkFile file = image.chunks.get(i);
        out.writeLong(file.number);
        writeString(out, file.file);
        out.writeLong(file.offset);
        out.writeLong(file.length);
        out.writeInt(file.crc);
        out.writeInt(image.rows.get(i));
        writeMask(out, image.masks.get(i));
      }
    }
    out.writeInt(manifest.reservations.size());
    for (Map.Entry<String, Long> entry : manifest.reservations.entrySet()) {
      writeString(out, entry.getKey());
      out.writeLong(entry.getValue());
    }
    out.flush();
    byte[] body = bytes.toByteArray();
    ByteBuffer framed = ByteBuffer.allocate(body.length + 4);
    framed.put(body).putInt(WriteAheadLog.crc(body, 0, body.length)).flip();
    Path temporary = directory.resolve("manifest.tmp");
    try (FileChannel channel = files.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING)) {
      files.write(channel, framed);
      files.force(channel);
    } catch (IOException e) {
      deleteQuietly(temporary);
      throw e;
    }
    files.move(temporary, directory.resolve("manifest"));
    files.syncDirectory(directory);
  }

  private Manifest readManifest() throws IOException {
    Path path = directory.resolve("manifest");
    if (!Files.exists(path)) {
      return null;
    }
    byte[] bytes = files.readAll(path);
    if (bytes.length < 12 || WriteAheadLog.crc(bytes, 0, bytes.length - 4)
        != ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt()) {
      throw StoreException.corrupted("the manifest of " + directory + " fails its checksum");
    }
    DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes, 0, bytes.length - 4));
    if (in.readInt() != MANIFEST_MAGIC) {
      throw StoreException.corrupted(path + " is not a Quiver manifest");
    }
    int format = in.readInt();
    if (format != FORMAT && format != 1) {
      throw new EngineException("0A000", "The database in " + directory + " has format " + format
          + "; this Quiver reads format " + FORMAT);
    }
    Manifest manifest = new Manifest();
    manifest.logStart = in.readLong();
    manifest.nextTableId = in.readLong();
    int ddl = in.readInt();
    for (int i = 0; i < ddl; i++) {
      Map<String, String> statement = readStatement(in);
      int made = in.readInt();
      Map<String, Long> paths = new LinkedHashMap<>();
      for (int m = 0; m < made; m++) {
        paths.put(readString(in), in.readLong());
      }
      manifest.history.add(new DdlEntry(statement, paths));
    }
    int tableCount = in.readInt();
    for (int t = 0; t < tableCount; t++) {
      long id = in.readLong();
      TableImage image = new TableImage();
      image.nextChunk = in.readLong();
      int chunks = in.readInt();
      for (int c = 0; c < chunks; c++) {
        ChunkFile file = new ChunkFile(in.readLong());
        file.file = readString(in);
        file.offset = format >= 2 ? in.readLong() : 0;
        file.length = in.readLong();
        file.crc = in.readInt();
        image.chunks.add(file);
        image.rows.add(in.readInt());
        image.masks.add(readMask(in));
      }
      manifest.tables.put(id, image);
    }
    int sequences = in.readInt();
    for (int i = 0; i < sequences; i++) {
      manifest.reservations.put(readString(in), in.readLong());
    }
    return manifest;
  }

  // ---------------------------------------------------------------- closing

  /**
   * Checkpoints (so that the next open replays nothing), then releases the files and the lock. A
   * checkpoint that fails here is left out: the log still holds every commit, and the next open
   * replays it.
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    if (!options.readOnly() && unusable == null) {
      try {
        if (log.bytesInSegment() > 0) {
          checkpoint();
        }
      } catch (EngineException e) {
        lastCheckpointFailure = e;
      }
    }
    closed = true;
    background.shutdown();
    try {
      background.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    transactions.setCommitLog(null);
    abandon();
  }

  /** Releases the log, the lock and the background thread without a checkpoint. */
  private void abandon() {
    closed = true;
    background.shutdownNow();
    try {
      if (log != null) {
        log.close();
      }
    } catch (IOException ignored) {
      // the records that matter were forced when their commits returned
    }
    try {
      if (lock != null) {
        lock.release();
      }
      if (lockChannel != null) {
        lockChannel.close();
      }
    } catch (IOException ignored) {
      // the OS releases the lock when the channel or the process goes
    }
  }

  /** Refuses every write of a read-only database. */
  private static final class ReadOnlyLog implements CommitLog {
    @Override
    public long write(Map<ColumnarTable, TableChanges> changes) {
      throw new EngineException(StoreException.READ_ONLY,
          "Cannot commit: the database is open read-only (;access=read_only)");
    }

    @Override
    public void awaitDurable(long ticket) {}
  }

  // ---------------------------------------------------------------- encoding

  private static void writeStatement(DataOutputStream out, Map<String, String> statement) throws IOException {
    out.writeInt(statement.size());
    for (Map.Entry<String, String> entry : new TreeMap<>(statement).entrySet()) {
      writeString(out, entry.getKey());
      writeString(out, entry.getValue());
    }
  }

  private static Map<String, String> readStatement(DataInputStream in) throws IOException {
    int size = in.readInt();
    Map<String, String> statement = new LinkedHashMap<>();
    for (int i = 0; i < size; i++) {
      statement.put(readString(in), readString(in));
    }
    return statement;
  }

  private static void writeString(DataOutputStream out, String value) throws IOException {
    writeBytes(out, value.getBytes(StandardCharsets.UTF_8));
  }

  private static String readString(DataInputStream in) throws IOException {
    return new String(readBytes(in), StandardCharsets.UTF_8);
  }

  private static void writeBytes(DataOutputStream out, byte[] bytes) throws IOException {
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  private static byte[] readBytes(DataInputStream in) throws IOException {
    int length = in.readInt();
    if (length < 0) {
      throw new IOException("negative length");
    }
    return in.readNBytes(length);
  }

  private static void writeMask(DataOutputStream out, DeletionMask mask) throws IOException {
    long[] words = mask.toLongArray();
    out.writeInt(words.length);
    for (long word : words) {
      out.writeLong(word);
    }
  }

  private static DeletionMask readMask(DataInputStream in) throws IOException {
    int length = in.readInt();
    long[] words = new long[length];
    for (int i = 0; i < length; i++) {
      words[i] = in.readLong();
    }
    return DeletionMask.of(BitSet.valueOf(words));
  }
}

package io.quiver.connector.file;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.Format;
import io.quiver.connector.format.FormatCodec;
import io.quiver.connector.format.Formats;
import io.quiver.engine.source.BatchReader;
import io.quiver.engine.source.ColumnPredicate;
import io.quiver.engine.source.ScanRequest;
import io.quiver.engine.source.Split;
import io.quiver.engine.types.Column;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * A table of Flink's filesystem connector: the files under 'path' (a file, or a directory tree
 * whose hidden files, those starting with '.' or '_', are skipped) in one format. Partition
 * columns come from Hive-style directory names ({@code dt=2024-01-01/}) and are not in the files.
 * A scan lists the files when it starts, drops the partitions and file parts (row groups) the
 * filter rules out, and reads each remaining part as one split.
 */
public final class FileSystemTable implements io.quiver.connector.ConnectorTable {
  public static final String IDENTIFIER = "filesystem";

  private final String tableName;
  private final List<Column> columns;
  private final List<String> partitionKeys;
  private final Path path;
  private final Format format;
  private final FormatCodec codec;
  private final String defaultPartitionName;
  /** Per table column: its index among the data columns, or -1 for a partition column. */
  private final int[] dataIndex;
  /** Per table column: its index among the partition keys, or -1 for a data column. */
  private final int[] partitionIndex;
  private final List<Column> dataColumns;

  private FileSystemTable(String tableName, List<Column> columns, List<String> partitionKeys, Path path,
      Format format, Map<String, String> options) {
    this.tableName = tableName;
    this.columns = List.copyOf(columns);
    this.partitionKeys = List.copyOf(partitionKeys);
    this.path = path;
    this.format = format;
    this.defaultPartitionName = options.getOrDefault(FileSystemOptions.PARTITION_DEFAULT_NAME,
        FileSystemOptions.DEFAULT_PARTITION_NAME);
    this.dataIndex = new int[columns.size()];
    this.partitionIndex = new int[columns.size()];
    List<Column> data = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      partitionIndex[i] = partitionKeys.indexOf(columns.get(i).name());
      dataIndex[i] = partitionIndex[i] >= 0 ? -1 : data.size();
      if (partitionIndex[i] < 0) {
        data.add(columns.get(i));
      }
    }
    this.dataColumns = List.copyOf(data);
    this.codec = format.codec(dataColumns, options);
  }

  /** Checks the options as Flink's factory does and makes the table. */
  public static FileSystemTable create(String tableName, List<Column> columns, List<String> partitionKeys,
      Map<String, String> options) {
    String formatName = options.get(FileSystemOptions.FORMAT);
    Format format = formatName == null ? null : Formats.get(formatName);
    if (formatName != null && format == null) {
      throw new ConnectorException(ConnectorException.UNKNOWN, "Could not find any format factory for identifier '"
          + formatName + "' in the classpath.\n\nAvailable factory identifiers are:\n\n"
          + String.join("\n", Formats.identifiers()));
    }
    Set<String> supported = new TreeSet<>(FileSystemOptions.KEYS);
    if (format != null) {
      supported.addAll(format.optionKeys());
    }
    Set<String> unsupported = new TreeSet<>(options.keySet());
    unsupported.removeAll(supported);
    if (!unsupported.isEmpty()) {
      throw new ConnectorException(ConnectorException.UNKNOWN, "Unsupported options found for '" + IDENTIFIER
          + "'.\n\nUnsupported options:\n\n" + String.join("\n", unsupported) + "\n\nSupported options:\n\n"
          + String.join("\n", supported));
    }
    List<String> missing = new ArrayList<>();
    for (String required : List.of(FileSystemOptions.PATH, FileSystemOptions.FORMAT)) {
      if (!options.containsKey(required)) {
        missing.add(required);
      }
    }
    if (!missing.isEmpty()) {
      throw new ConnectorException(ConnectorException.MISSING, "One or more required options are missing.\n\n"
          + "Missing required options are:\n\n" + String.join("\n", missing));
    }
    Set<String> names = new java.util.HashSet<>();
    columns.forEach(c -> names.add(c.name()));
    for (String key : partitionKeys) {
      if (!names.contains(key)) {
        throw new ConnectorException("42703", "Partition column '" + key + "' is not a column of the table.");
      }
    }
    if (partitionKeys.size() == columns.size()) {
      throw new ConnectorException(ConnectorException.INVALID_VALUE,
          "A filesystem table needs at least one column that is not a partition column.");
    }
    return new FileSystemTable(tableName, columns, partitionKeys, toPath(options.get(FileSystemOptions.PATH)),
        format, options);
  }

  private static Path toPath(String path) {
    try {
      if (path.startsWith("file:")) {
        return Paths.get(URI.create(path));
      }
      return Paths.get(path);
    } catch (RuntimeException e) {
      throw new ConnectorException(ConnectorException.INVALID_VALUE, "Invalid value for option 'path': '" + path
          + "' is not a local file path or file: URI (" + e.getMessage() + ")");
    }
  }

  public Path path() {
    return path;
  }

  public List<String> partitionKeys() {
    return partitionKeys;
  }

  @Override
  public List<Column> columns() {
    return columns;
  }

  @Override
  public String describe() {
    return "connector=[filesystem], format=[" + format.identifier() + "], path=[" + path + "]"
        + (partitionKeys.isEmpty() ? "" : ", partitions=" + partitionKeys);
  }

  private record DataFile(Path file, List<String> partitionValues) {}

  /** The table's files with their partition values; a missing path is an error. */
  private List<DataFile> files() {
    if (!Files.exists(path)) {
      throw new ConnectorException("58P01", "The path '" + path + "' of table " + tableName + " does not exist.");
    }
    if (Files.isRegularFile(path)) {
      if (!partitionKeys.isEmpty()) {
        throw new ConnectorException(ConnectorException.INVALID_VALUE, "Table " + tableName
            + " is partitioned, so its path must be a directory, but '" + path + "' is a file.");
      }
      return List.of(new DataFile(path, List.of()));
    }
    List<DataFile> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(path)) {
      walk.filter(Files::isRegularFile).sorted().forEach(file -> {
        Path relative = path.relativize(file);
        for (Path part : relative) {
          String name = part.toString();
          if (name.startsWith(".") || name.startsWith("_")) {
            return;
          }
        }
        List<String> values = partitionValues(relative);
        if (values != null) {
          files.add(new DataFile(file, values));
        }
      });
    } catch (IOException | UncheckedIOException e) {
      throw new ConnectorException(ConnectorException.IO, "Cannot list the files of table " + tableName
          + " under '" + path + "': " + e.getMessage(), e);
    }
    return files;
  }

  /** The partition values a file's directories name, in key order; null when they do not fit. */
  private List<String> partitionValues(Path relative) {
    if (relative.getNameCount() - 1 != partitionKeys.size()) {
      return partitionKeys.isEmpty() ? List.of() : null;
    }
    List<String> values = new ArrayList<>();
    for (int i = 0; i < partitionKeys.size(); i++) {
      String segment = relative.getName(i).toString();
      int eq = segment.indexOf('=');
      if (eq < 0 || !segment.substring(0, eq).equals(partitionKeys.get(i))) {
        return null;
      }
      String value = PartitionPaths.unescape(segment.substring(eq + 1));
      values.add(value.equals(defaultPartitionName) ? null : value);
    }
    return values;
  }

  @Override
  public long estimatedRowCount() {
    try {
      long bytes = 0;
      for (DataFile file : files()) {
        bytes += Files.size(file.file());
      }
      // About 12 bytes a value in text; columnar files hold more rows for their size, which only
      // makes the estimate low. Join order needs magnitudes, not counts.
      return Math.max(1, bytes / (12L * Math.max(1, dataColumns.size())));
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  @Override
  public List<Split> splits(ScanRequest request) {
    List<ColumnPredicate> dataPredicates = new ArrayList<>();
    List<ColumnPredicate> partitionPredicates = new ArrayList<>();
    for (ColumnPredicate p : request.predicates()) {
      if (dataIndex[p.column()] >= 0) {
        dataPredicates.add(new ColumnPredicate(dataIndex[p.column()], p.op(), p.value()));
      } else {
        partitionPredicates.add(p);
      }
    }
    BitSet reads = new BitSet();
    for (int i = 0; i < columns.size(); i++) {
      if (dataIndex[i] >= 0 && request.reads(i)) {
        reads.set(dataIndex[i]);
      }
    }
    List<Split> splits = new ArrayList<>();
    for (DataFile file : files()) {
      PartitionValues values = PartitionValues.of(columns, partitionIndex, file.partitionValues(), file.file());
      if (!values.mayMatch(partitionPredicates)) {
        continue;
      }
      List<FilePart> parts;
      try {
        parts = codec.parts(file.file(), reads, dataPredicates);
      } catch (IOException e) {
        throw new ConnectorException(ConnectorException.IO, "Cannot read file '" + file.file() + "': " + e, e);
      }
      for (FilePart part : parts) {
        splits.add(new FileSplit(part, values, request));
      }
    }
    return splits;
  }

  /** A part of a file, with the table's partition columns added to its data columns. */
  private final class FileSplit implements Split {
    private final FilePart part;
    private final PartitionValues values;
    private final ScanRequest request;

    FileSplit(FilePart part, PartitionValues values, ScanRequest request) {
      this.part = part;
      this.values = values;
      this.request = request;
    }

    @Override
    public String describe() {
      return part.describe();
    }

    @Override
    public BatchReader open(BufferAllocator allocator) {
      return open(allocator, null);
    }

    @Override
    public BatchReader open(BufferAllocator allocator, io.quiver.engine.source.SplitResources resources) {
      FilePart.Batches batches;
      try {
        batches = resources == null ? part.open(allocator) : part.open(allocator, resources);
      } catch (IOException e) {
        throw new ConnectorException(ConnectorException.IO, "Cannot read " + part.describe() + ": " + e, e);
      }
      return new BatchReader() {
        @Override
        public VectorSchemaRoot next() {
          VectorSchemaRoot data;
          try {
            data = batches.next();
          } catch (IOException e) {
            throw new ConnectorException(ConnectorException.IO, "Cannot read " + part.describe() + ": " + e, e);
          }
          return data == null ? null : withPartitions(data, values, request, allocator);
        }

        @Override
        public void close() {
          try {
            batches.close();
          } catch (IOException e) {
            throw new ConnectorException(ConnectorException.IO, "Cannot close " + part.describe() + ": " + e, e);
          }
        }
      };
    }
  }

  private VectorSchemaRoot withPartitions(VectorSchemaRoot data, PartitionValues values, ScanRequest request,
      BufferAllocator allocator) {
    if (partitionKeys.isEmpty()) {
      return data;
    }
    int rows = data.getRowCount();
    List<FieldVector> vectors = new ArrayList<>(columns.size());
    try {
      for (int i = 0; i < columns.size(); i++) {
        if (dataIndex[i] >= 0) {
          vectors.add(data.getVector(dataIndex[i]));
        } else {
          vectors.add(values.vector(i, request.reads(i) ? rows : 0, allocator));
        }
      }
    } catch (RuntimeException e) {
      data.close();
      for (FieldVector v : vectors) {
        if (!data.getFieldVectors().contains(v)) {
          v.close();
        }
      }
      throw e;
    }
    return new VectorSchemaRoot(vectors.stream().map(FieldVector::getField).toList(), vectors, rows);
  }

  @Override
  public String connector() {
    return IDENTIFIER;
  }

  @Override
  public boolean accessesFiles() {
    return true;
  }

  /** Starts a statement's writes; see {@link TableWrite}. */
  @Override
  public TableWrite begin(boolean overwrite) {
    if (Files.isRegularFile(path)) {
      throw new ConnectorException("0A000", "Table " + tableName + " reads the single file '" + path
          + "'; INSERT writes new files, so its path must be a directory.");
    }
    return new FileSystemWrite(path, columns, partitionKeys, dataIndex, partitionIndex, defaultPartitionName,
        format.extension(), codec, overwrite);
  }
}

package io.quiver.connector.file;

import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FileWriter;
import io.quiver.connector.format.FormatCodec;
import io.quiver.connector.format.TextValues;
import io.quiver.engine.types.Column;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.arrow.vector.VectorSchemaRoot;

/**
 * The files one INSERT writes: one per partition directory, named {@code .part-UUID-N.ext.inprogress}
 * (hidden, so no scan reads it) until {@link #commit} renames them to {@code part-UUID-N.ext}.
 * INSERT OVERWRITE removes, at commit, the visible files of the whole table (not partitioned) or
 * of the partitions it wrote (Flink's dynamic overwrite).
 */
final class FileSystemWrite implements TableWrite {
  private final Path root;
  private final List<Column> columns;
  private final List<String> partitionKeys;
  private final int[] dataColumns;
  private final int[] partitionColumns;
  private final String defaultPartitionName;
  private final String extension;
  private final FormatCodec codec;
  private final boolean overwrite;
  private final String prefix = "part-" + UUID.randomUUID();
  private final Map<String, Open> open = new LinkedHashMap<>();
  private boolean finished;

  private record Open(Path directory, Path temp, Path target, FileWriter writer) {}

  FileSystemWrite(Path root, List<Column> columns, List<String> partitionKeys, int[] dataIndex, int[] partitionIndex,
      String defaultPartitionName, String extension, FormatCodec codec, boolean overwrite) {
    this.root = root;
    this.columns = columns;
    this.partitionKeys = partitionKeys;
    this.defaultPartitionName = defaultPartitionName;
    this.extension = extension;
    this.codec = codec;
    this.overwrite = overwrite;
    List<Integer> data = new ArrayList<>();
    int[] partitions = new int[partitionKeys.size()];
    for (int i = 0; i < columns.size(); i++) {
      if (dataIndex[i] >= 0) {
        data.add(i);
      } else {
        partitions[partitionIndex[i]] = i;
      }
    }
    this.dataColumns = data.stream().mapToInt(Integer::intValue).toArray();
    this.partitionColumns = partitions;
  }

  @Override
  public void write(VectorSchemaRoot batch) {
    try {
      if (partitionKeys.isEmpty()) {
        writer("").writer().write(batch, dataColumns, null);
        return;
      }
      Map<String, List<Integer>> rowsByPartition = new LinkedHashMap<>();
      for (int row = 0; row < batch.getRowCount(); row++) {
        rowsByPartition.computeIfAbsent(partitionPath(batch, row), k -> new ArrayList<>()).add(row);
      }
      for (Map.Entry<String, List<Integer>> e : rowsByPartition.entrySet()) {
        writer(e.getKey()).writer().write(batch, dataColumns,
            e.getValue().stream().mapToInt(Integer::intValue).toArray());
      }
    } catch (IOException e) {
      throw new ConnectorException(ConnectorException.IO, "Cannot write into '" + root + "': " + e, e);
    }
  }

  private String partitionPath(VectorSchemaRoot batch, int row) {
    StringBuilder path = new StringBuilder();
    for (int k = 0; k < partitionColumns.length; k++) {
      int column = partitionColumns[k];
      var vector = batch.getVector(column);
      String value = vector.isNull(row) ? null : TextValues.format(vector, columns.get(column).type(), row, false);
      path.append(PartitionPaths.escape(partitionKeys.get(k))).append('=')
          .append(value == null || value.isEmpty() ? defaultPartitionName : PartitionPaths.escape(value)).append('/');
    }
    return path.toString();
  }

  private Open writer(String partition) throws IOException {
    Open existing = open.get(partition);
    if (existing != null) {
      return existing;
    }
    Path directory = partition.isEmpty() ? root : root.resolve(partition);
    Files.createDirectories(directory);
    String name = prefix + "-" + open.size() + extension;
    Path temp = directory.resolve("." + name + ".inprogress");
    Open created = new Open(directory, temp, directory.resolve(name), codec.writer(temp));
    open.put(partition, created);
    return created;
  }

  @Override
  public void commit() {
    try {
      for (Open file : open.values()) {
        file.writer().close();
      }
      if (overwrite) {
        if (partitionKeys.isEmpty()) {
          Files.createDirectories(root);
          deleteVisibleFiles(root, true);
        } else {
          for (Open file : open.values()) {
            deleteVisibleFiles(file.directory(), false);
          }
        }
      }
      for (Open file : open.values()) {
        try {
          Files.move(file.temp(), file.target(), StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(file.temp(), file.target());
        }
      }
      finished = true;
    } catch (IOException e) {
      abort();
      throw new ConnectorException(ConnectorException.IO, "Cannot commit the files written into '" + root + "': " + e, e);
    }
  }

  /** Deletes the table's visible files in {@code directory} (and, when {@code deep}, below it). */
  private void deleteVisibleFiles(Path directory, boolean deep) throws IOException {
    if (!Files.isDirectory(directory)) {
      return;
    }
    try (Stream<Path> files = deep ? Files.walk(directory) : Files.list(directory)) {
      for (Path file : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
        Path relative = directory.relativize(file);
        boolean hidden = false;
        for (Path part : relative) {
          hidden |= part.toString().startsWith(".") || part.toString().startsWith("_");
        }
        if (!hidden && Files.isRegularFile(file)) {
          Files.delete(file);
        }
      }
    }
  }

  @Override
  public void abort() {
    if (finished) {
      return;
    }
    finished = true;
    for (Open file : open.values()) {
      try {
        file.writer().close();
      } catch (IOException | RuntimeException e) {
        // the file is deleted below; what failed to close does not matter
      }
      try {
        Files.deleteIfExists(file.temp());
      } catch (IOException e) {
        // a hidden leftover is never read
      }
    }
  }
}

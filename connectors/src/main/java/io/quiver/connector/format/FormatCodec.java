package io.quiver.connector.format;

import io.quiver.engine.source.ColumnPredicate;
import java.io.IOException;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;

/** Reads and writes the files of one table in one format, with the table's options. */
public interface FormatCodec {
  /**
   * The parts of a file that may hold rows passing {@code predicates} (over data column indexes):
   * the whole file for text formats, row groups or record batches for columnar ones.
   * {@code reads} says which data columns the scan decodes.
   */
  List<FilePart> parts(Path file, BitSet reads, List<ColumnPredicate> predicates) throws IOException;

  /** Starts a new file; the writer writes data columns only. */
  FileWriter writer(Path file) throws IOException;
}

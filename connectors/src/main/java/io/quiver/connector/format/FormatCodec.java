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

  /** Opens one whole file for reading the data columns in {@code reads}. */
  interface FileReaders {
    FilePart.Batches open(Path file, BitSet reads, org.apache.arrow.memory.BufferAllocator allocator)
        throws IOException;
  }

  /** Starts one file for writing. */
  interface FileWriters {
    FileWriter open(Path file) throws IOException;
  }

  /** The codec of a text format, which reads each file whole, as one part, and prunes nothing. */
  static FormatCodec wholeFiles(FileReaders readers, FileWriters writers) {
    return new FormatCodec() {
      @Override
      public List<FilePart> parts(Path file, BitSet reads, List<ColumnPredicate> predicates) {
        return List.of(new FilePart() {
          @Override
          public String describe() {
            return "file '" + file + "'";
          }

          @Override
          public Batches open(org.apache.arrow.memory.BufferAllocator allocator) throws IOException {
            return readers.open(file, reads, allocator);
          }
        });
      }

      @Override
      public FileWriter writer(Path file) throws IOException {
        return writers.open(file);
      }
    };
  }
}

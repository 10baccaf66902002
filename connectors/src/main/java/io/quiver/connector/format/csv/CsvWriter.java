package io.quiver.connector.format.csv;

import io.quiver.connector.format.FileWriter;
import io.quiver.connector.format.TextValues;
import io.quiver.engine.types.Column;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/** Writes rows as CSV lines that {@link CsvReader} reads back with the same options. */
final class CsvWriter implements FileWriter {
  private final List<Column> columns;
  private final CsvFormat.Options options;
  private final BufferedWriter out;
  private final String nullText;
  private boolean closed;

  CsvWriter(Path file, List<Column> columns, CsvFormat.Options options) throws IOException {
    this.columns = columns;
    this.options = options;
    this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    this.nullText = options.nullLiteral() == null ? "" : options.nullLiteral();
  }

  @Override
  public void write(VectorSchemaRoot batch, int[] vectorIndexes, int[] rows) throws IOException {
    int count = rows == null ? batch.getRowCount() : rows.length;
    char delimiter = (char) options.delimiter();
    for (int i = 0; i < count; i++) {
      int row = rows == null ? i : rows[i];
      for (int c = 0; c < columns.size(); c++) {
        if (c > 0) {
          out.write(delimiter);
        }
        FieldVector vector = batch.getVector(vectorIndexes[c]);
        if (vector.isNull(row)) {
          out.write(nullText);
        } else {
          String text = TextValues.format(vector, columns.get(c).type(), row, false);
          out.write(needsQuotes(text) ? quoted(text) : text);
        }
      }
      out.write('\n');
    }
  }

  private boolean needsQuotes(String text) {
    if (text.isEmpty() || text.equals(nullText)) {
      return options.quote() >= 0;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == options.delimiter() || c == options.quote() || c == '\n' || c == '\r' || c == options.escape()
          || (i == 0 && c == '#' && options.allowComments())) {
        return true;
      }
    }
    return false;
  }

  private String quoted(String text) {
    if (options.quote() < 0) {
      // No quoting: escape what would split the record.
      StringBuilder b = new StringBuilder();
      for (char c : text.toCharArray()) {
        if (options.escape() >= 0 && (c == options.delimiter() || c == '\n' || c == options.escape())) {
          b.append((char) options.escape());
        }
        b.append(c);
      }
      return b.toString();
    }
    String q = String.valueOf((char) options.quote());
    String body = text.replace(q, q + q);
    if (options.escape() >= 0) {
      String e = String.valueOf((char) options.escape());
      body = text.replace(e, e + e).replace(q, q + q);
    }
    return q + body + q;
  }

  @Override
  public void close() throws IOException {
    if (!closed) {
      closed = true;
      out.close();
    }
  }
}

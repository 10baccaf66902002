package io.quiver.connector.format.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.quiver.connector.ConnectorException;
import io.quiver.connector.format.FilePart;
import io.quiver.connector.format.TextValues;
import io.quiver.engine.types.ArrowTypes;
import io.quiver.engine.types.Column;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/** Reads one JSON-lines file into batches, a line at a time, so that a bad line names itself. */
final class JsonReader implements FilePart.Batches {
  private static final JsonFactory JSON = new JsonFactory();
  static final int BATCH_ROWS = 16 * 1024;

  private final Path file;
  private final List<Column> columns;
  private final BitSet reads;
  private final JsonFormat.Options options;
  private final BufferAllocator allocator;
  private final BufferedReader in;
  private final Map<String, Integer> byName = new HashMap<>();
  private final boolean[] seen;
  private long line;

  /** A line that is not an object of the columns' types. */
  private static final class BadLine extends Exception {
    private static final long serialVersionUID = 1L;

    BadLine(String message) {
      super(message, null, false, false);
    }
  }

  JsonReader(Path file, List<Column> columns, BitSet reads, JsonFormat.Options options, BufferAllocator allocator)
      throws IOException {
    this.file = file;
    this.columns = columns;
    this.reads = reads;
    this.options = options;
    this.allocator = allocator;
    this.in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
    for (int i = 0; i < columns.size(); i++) {
      byName.put(columns.get(i).name(), i);
    }
    this.seen = new boolean[columns.size()];
  }

  @Override
  public VectorSchemaRoot next() throws IOException {
    VectorSchemaRoot batch = ArrowTypes.newBatch(columns, allocator);
    try {
      for (int c = 0; c < columns.size(); c++) {
        if (reads.get(c)) {
          batch.getVector(c).setInitialCapacity(BATCH_ROWS);
          batch.getVector(c).allocateNew();
        }
      }
      int row = 0;
      String text;
      while (row < BATCH_ROWS && (text = in.readLine()) != null) {
        line++;
        if (text.isBlank()) {
          continue;
        }
        try {
          parseLine(text, batch, row);
          row++;
        } catch (BadLine e) {
          if (!options.ignoreParseErrors()) {
            throw new ConnectorException(ConnectorException.MALFORMED, "File '" + file + "', line " + line + ": "
                + e.getMessage() + ".");
          }
          // The row is skipped: clear what the line set before it failed.
          for (int c = 0; c < columns.size(); c++) {
            if (reads.get(c)) {
              batch.getVector(c).setNull(row);
            }
          }
        }
      }
      if (row == 0) {
        batch.close();
        return null;
      }
      for (int c = 0; c < columns.size(); c++) {
        if (reads.get(c)) {
          batch.getVector(c).setValueCount(row);
        }
      }
      return new VectorSchemaRoot(batch.getSchema().getFields(), batch.getFieldVectors(), row);
    } catch (IOException | RuntimeException e) {
      batch.close();
      throw e;
    }
  }

  private void parseLine(String text, VectorSchemaRoot batch, int row) throws BadLine, IOException {
    java.util.Arrays.fill(seen, false);
    try (JsonParser parser = JSON.createParser(text)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        throw new BadLine("expected a JSON object");
      }
      for (JsonToken token = parser.nextToken(); token != JsonToken.END_OBJECT; token = parser.nextToken()) {
        if (token != JsonToken.FIELD_NAME) {
          throw new BadLine("expected a field name");
        }
        Integer c = byName.get(parser.currentName());
        JsonToken value = parser.nextToken();
        if (c == null || !reads.get(c)) {
          parser.skipChildren();
          if (c != null) {
            seen[c] = true;
          }
          continue;
        }
        seen[c] = true;
        FieldVector vector = batch.getVector(c);
        Column column = columns.get(c);
        if (value == JsonToken.VALUE_NULL) {
          vector.setNull(row);
          continue;
        }
        String valueText;
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
          if (!column.type().id().isCharacter()) {
            throw fieldError(column, "a nested JSON value is not a " + column.type().id());
          }
          long start = parser.currentTokenLocation().getCharOffset();
          parser.skipChildren();
          long end = parser.currentLocation().getCharOffset();
          valueText = text.substring((int) start, (int) end);
        } else {
          valueText = parser.getText();
        }
        try {
          TextValues.set(vector, column.type(), row, valueText, options.isoTimestamps());
        } catch (TextValues.BadValue e) {
          throw fieldError(column, e.getMessage());
        }
      }
    } catch (JsonProcessingException e) {
      throw new BadLine("not valid JSON (" + e.getOriginalMessage() + ")");
    }
    for (int c = 0; c < columns.size(); c++) {
      if (!seen[c]) {
        if (options.failOnMissingField()) {
          throw new BadLine("field '" + columns.get(c).name() + "' is missing");
        }
        if (reads.get(c)) {
          batch.getVector(c).setNull(row);
        }
      }
    }
  }

  private static BadLine fieldError(Column column, String why) {
    return new BadLine("column '" + column.name() + "': " + why);
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}

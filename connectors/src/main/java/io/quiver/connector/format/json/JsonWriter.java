package io.quiver.connector.format.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.quiver.connector.format.FileWriter;
import io.quiver.connector.format.TextValues;
import io.quiver.engine.types.Column;
import io.quiver.engine.types.TypeId;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.arrow.vector.DecimalVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;

/** Writes rows as JSON lines. */
final class JsonWriter implements FileWriter {
  private static final JsonFactory JSON = new JsonFactory();

  private final List<Column> columns;
  private final JsonFormat.Options options;
  private final BufferedWriter out;
  private final JsonGenerator generator;
  private boolean closed;

  JsonWriter(Path file, List<Column> columns, JsonFormat.Options options) throws IOException {
    this.columns = columns;
    this.options = options;
    this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    this.generator = JSON.createGenerator(out);
    generator.setRootValueSeparator(new com.fasterxml.jackson.core.io.SerializedString("\n"));
  }

  @Override
  public void write(VectorSchemaRoot batch, int[] vectorIndexes, int[] rows) throws IOException {
    int count = rows == null ? batch.getRowCount() : rows.length;
    for (int i = 0; i < count; i++) {
      int row = rows == null ? i : rows[i];
      generator.writeStartObject();
      for (int c = 0; c < columns.size(); c++) {
        FieldVector vector = batch.getVector(vectorIndexes[c]);
        Column column = columns.get(c);
        if (vector.isNull(row)) {
          if (!options.ignoreNullFields()) {
            generator.writeNullField(column.name());
          }
          continue;
        }
        generator.writeFieldName(column.name());
        TypeId id = column.type().id();
        if (id == TypeId.DECIMAL) {
          generator.writeNumber(((DecimalVector) vector).getObject(row));
        } else if (TextValues.isJsonLiteral(id)) {
          generator.writeRawValue(TextValues.format(vector, column.type(), row, options.isoTimestamps()));
        } else {
          generator.writeString(TextValues.format(vector, column.type(), row, options.isoTimestamps()));
        }
      }
      generator.writeEndObject();
    }
  }

  @Override
  public void close() throws IOException {
    if (!closed) {
      closed = true;
      generator.writeRaw('\n');
      generator.close();
      out.close();
    }
  }
}

package io.quiver.table.sql.ddl;

import io.quiver.table.sql.parser.QuiverParserResource;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlTypeNameSpec;
import org.apache.calcite.sql.SqlUtil;
import org.apache.calcite.sql.SqlWriter;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.validate.SqlValidator;
import org.apache.calcite.util.Litmus;

/**
 * A type name Quiver parses but cannot store yet ({@code RAW(...)}, {@code HUGEINT},
 * {@code MONEY}, ...): deriving its type fails with SQLSTATE 0A000 naming the type as written.
 */
public final class SqlUnsupportedTypeNameSpec extends SqlTypeNameSpec {
  private final String written;

  public SqlUnsupportedTypeNameSpec(String written, SqlParserPos pos) {
    super(new SqlIdentifier(written, pos), pos);
    this.written = written;
  }

  @Override
  public RelDataType deriveType(SqlValidator validator) {
    throw SqlUtil.newContextException(getParserPos(), QuiverParserResource.RESOURCE.typeNotSupported(written));
  }

  @Override
  public void unparse(SqlWriter writer, int leftPrec, int rightPrec) {
    writer.print(written);
  }

  @Override
  public boolean equalsDeep(SqlTypeNameSpec spec, Litmus litmus) {
    if (spec instanceof SqlUnsupportedTypeNameSpec other && other.written.equals(written)) {
      return litmus.succeed();
    }
    return litmus.fail("{} != {}", this, spec);
  }
}

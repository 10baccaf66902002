package io.quiver.table.sql;

import java.math.BigDecimal;
import java.util.Locale;
import org.apache.calcite.avatica.util.TimeUnit;
import org.apache.calcite.sql.SqlIntervalQualifier;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlUtil;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.parser.SqlParserUtil;
import org.apache.calcite.util.Static;

/**
 * PostgreSQL's and DuckDB's interval literals without a unit after the string:
 * {@code INTERVAL '1 day'}, {@code INTERVAL '2 hours 30 minutes'}, {@code INTERVAL '1 year 2 months'},
 * read as the standard's {@code INTERVAL '1' DAY}, {@code INTERVAL '0 02:30:00' DAY TO SECOND},
 * {@code INTERVAL '1-2' YEAR TO MONTH}. Quiver's intervals are year-month or day-time: a literal
 * with both months and days is refused.
 */
public final class PostgresIntervals {
  private PostgresIntervals() {}

  public static SqlLiteral literal(int sign, String text, SqlParserPos pos) {
    String[] words = text.trim().toLowerCase(Locale.ROOT).split("\\s+");
    if (words.length == 0 || words.length % 2 != 0) {
      throw invalid(text, pos);
    }
    long months = 0;
    BigDecimal micros = BigDecimal.ZERO;
    boolean yearMonth = false;
    boolean dayTime = false;
    TimeUnit single = null;
    for (int i = 0; i < words.length; i += 2) {
      BigDecimal amount;
      try {
        amount = new BigDecimal(words[i]);
      } catch (NumberFormatException e) {
        throw invalid(text, pos);
      }
      TimeUnit unit = switch (words[i + 1]) {
        case "year", "years", "y", "yr", "yrs" -> TimeUnit.YEAR;
        case "month", "months", "mon", "mons" -> TimeUnit.MONTH;
        case "week", "weeks", "w" -> TimeUnit.WEEK;
        case "day", "days", "d" -> TimeUnit.DAY;
        case "hour", "hours", "h", "hr", "hrs" -> TimeUnit.HOUR;
        case "minute", "minutes", "min", "mins", "m" -> TimeUnit.MINUTE;
        case "second", "seconds", "sec", "secs", "s" -> TimeUnit.SECOND;
        default -> throw invalid(text, pos);
      };
      single = words.length == 2 ? unit : null;
      switch (unit) {
        case YEAR, MONTH -> {
          if (amount.scale() > 0 && amount.stripTrailingZeros().scale() > 0) {
            throw invalid(text, pos);
          }
          months += amount.longValueExact() * (unit == TimeUnit.YEAR ? 12 : 1);
          yearMonth = true;
        }
        default -> {
          micros = micros.add(amount.multiply(BigDecimal.valueOf(switch (unit) {
            case WEEK -> 7 * 86_400_000_000L;
            case DAY -> 86_400_000_000L;
            case HOUR -> 3_600_000_000L;
            case MINUTE -> 60_000_000L;
            default -> 1_000_000L;
          })));
          dayTime = true;
        }
      }
    }
    if (yearMonth && dayTime) {
      throw SqlUtil.newContextException(pos, Static.RESOURCE.unsupportedIntervalLiteral(text,
          "an interval of both months and days (Quiver's intervals are year-month or day-time)"));
    }
    String sign1 = "";
    if (yearMonth) {
      long m = Math.abs(months);
      sign1 = months < 0 ? "-" : "";
      return SqlParserUtil.parseIntervalLiteral(pos, sign, sign1 + (m / 12) + "-" + (m % 12),
          new SqlIntervalQualifier(TimeUnit.YEAR, TimeUnit.MONTH, pos));
    }
    if (single == TimeUnit.DAY || single == TimeUnit.HOUR || single == TimeUnit.MINUTE) {
      if (new BigDecimal(words[0]).stripTrailingZeros().scale() <= 0) {
        return SqlParserUtil.parseIntervalLiteral(pos, sign, words[0], new SqlIntervalQualifier(single, null, pos));
      }
    }
    long total = micros.setScale(0, java.math.RoundingMode.HALF_EVEN).longValueExact();
    sign1 = total < 0 ? "-" : "";
    long t = Math.abs(total);
    long days = t / 86_400_000_000L;
    long rest = t % 86_400_000_000L;
    String value = String.format(Locale.ROOT, "%s%d %d:%d:%d.%06d", sign1, days, rest / 3_600_000_000L,
        rest / 60_000_000L % 60, rest / 1_000_000L % 60, rest % 1_000_000L);
    return SqlParserUtil.parseIntervalLiteral(pos, sign, value,
        new SqlIntervalQualifier(TimeUnit.DAY, 6, TimeUnit.SECOND, 6, pos));
  }

  private static RuntimeException invalid(String text, SqlParserPos pos) {
    return SqlUtil.newContextException(pos, Static.RESOURCE.unsupportedIntervalLiteral(text,
        "INTERVAL 'n unit [n unit ...]' with units year, month, week, day, hour, minute, second"));
  }
}

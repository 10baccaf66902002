package io.quiver.engine.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.regex.Pattern;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.junit.jupiter.api.Test;

/**
 * LIKE patterns of literal text and {@code %} (matched on bytes, in pieces) against the same
 * pattern as a regular expression, on random short strings over a small alphabet (with a
 * two-byte character) so that pieces overlap, repeat and touch the ends.
 */
class LikeMatcherTest {
  private static final String[] LETTERS = {"a", "b", "é", "%"};

  private static String random(Random random, int maxLength, boolean pattern) {
    StringBuilder sb = new StringBuilder();
    int length = random.nextInt(maxLength + 1);
    for (int i = 0; i < length; i++) {
      sb.append(LETTERS[random.nextInt(pattern ? 4 : 3)]);
    }
    return sb.toString();
  }

  private static boolean model(String pattern, String value) {
    StringBuilder regex = new StringBuilder();
    for (char c : pattern.toCharArray()) {
      regex.append(c == '%' ? ".*" : Pattern.quote(String.valueOf(c)));
    }
    return Pattern.compile(regex.toString(), Pattern.DOTALL).matcher(value).matches();
  }

  @Test
  void piecesBetweenPercentSignsMatchAsTheRegularExpressionDoes() {
    Random random = new Random(7);
    try (BufferAllocator allocator = new RootAllocator(); ArrowBuf buffer = allocator.buffer(64)) {
      for (int i = 0; i < 20_000; i++) {
        String pattern = random(random, 7, true);
        String value = random(random, 8, false);
        LikeMatcher matcher = new LikeMatcher(pattern, null);
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        boolean expected = model(pattern, value);
        assertEquals(expected, matcher.matches(bytes), pattern + " LIKE " + value);
        buffer.setBytes(3, bytes);
        assertEquals(expected, matcher.matchesAt(buffer.memoryAddress(), 3, 3 + bytes.length),
            pattern + " LIKE " + value + " in a buffer");
      }
    }
  }
}

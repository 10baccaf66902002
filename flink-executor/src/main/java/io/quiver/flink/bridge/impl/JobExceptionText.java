package io.quiver.flink.bridge.impl;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A failed job's root exception from its printed stack trace (what Flink's REST API gives): the
 * innermost "Caused by" (or the first line when there is none) becomes an exception of that
 * class when the user's class loader has it with a message constructor (the JDK's exceptions,
 * the user's own), else a RuntimeException naming the class; its frames are kept, so that an
 * exception a user function threw can be told by the function's class in them.
 */
final class JobExceptionText {
  private static final Pattern HEADER = Pattern.compile("^(?:Caused by: )?([\\w$.]+)(?:: (.*))?$");
  private static final Pattern FRAME = Pattern.compile("^\\s*at (?:[^/]+/)*([\\w$.<>]+)\\.([\\w$<>]+)\\((.*)\\)$");

  private JobExceptionText() {}

  static Throwable rootCause(String text, ClassLoader user) {
    String[] lines = text.split("\\R");
    int start = 0;
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith("Caused by: ")) {
        start = i;
      }
    }
    Matcher header = HEADER.matcher(lines[start].trim());
    String className = header.matches() ? header.group(1) : "java.lang.RuntimeException";
    StringBuilder message = new StringBuilder(header.matches() && header.group(2) != null ? header.group(2)
        : header.matches() ? "" : lines[start]);
    List<StackTraceElement> frames = new ArrayList<>();
    for (int i = start + 1; i < lines.length; i++) {
      Matcher frame = FRAME.matcher(lines[i]);
      if (frame.matches()) {
        frames.add(frame(frame.group(1), frame.group(2), frame.group(3)));
      } else if (frames.isEmpty() && !lines[i].trim().startsWith("...")) {
        message.append('\n').append(lines[i]);
      }
    }
    Throwable root = instantiate(className, message.toString(), user);
    root.setStackTrace(frames.toArray(new StackTraceElement[0]));
    return root;
  }

  private static StackTraceElement frame(String className, String method, String location) {
    int colon = location.lastIndexOf(':');
    String file = colon < 0 ? location : location.substring(0, colon);
    int line = -1;
    if (colon >= 0) {
      try {
        line = Integer.parseInt(location.substring(colon + 1));
      } catch (NumberFormatException e) {
        line = -1;
      }
    }
    return new StackTraceElement(className, method, file.isEmpty() ? null : file, line);
  }

  private static Throwable instantiate(String className, String message, ClassLoader user) {
    try {
      Class<?> type = Class.forName(className, false, user);
      if (Throwable.class.isAssignableFrom(type)) {
        return (Throwable) type.getConstructor(String.class).newInstance(message);
      }
    } catch (ReflectiveOperationException | LinkageError e) {
      // Not a class the user's loader has, or no message constructor: named in the message below.
    }
    return new RuntimeException(className + ": " + message);
  }
}

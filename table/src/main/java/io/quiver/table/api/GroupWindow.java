package io.quiver.table.api;

import io.quiver.table.expressions.Expression;

/**
 * A group window over a timestamp column, built with {@link Tumble}, {@link Slide} or
 * {@link Session}: {@code Tumble.over(lit(10).minutes()).on($("t")).as("w")}.
 */
public final class GroupWindow {
  /** The kinds of group window. */
  public enum Kind { TUMBLE, SLIDE, SESSION }

  private final Kind kind;
  private final Expression size;
  private final Expression slide;
  private final Expression timeField;
  private final String alias;

  GroupWindow(Kind kind, Expression size, Expression slide, Expression timeField, String alias) {
    this.kind = kind;
    this.size = size;
    this.slide = slide;
    this.timeField = timeField;
    this.alias = alias;
  }

  public Kind getKind() {
    return kind;
  }

  /** The window's size (the gap of a session window). */
  public Expression getSize() {
    return size;
  }

  /** The slide of a sliding window, else null. */
  public Expression getSlide() {
    return slide;
  }

  public Expression getTimeField() {
    return timeField;
  }

  public String getAlias() {
    return alias;
  }

  /** A window whose size is known, to be placed on a time field. */
  public static final class WithSize {
    private final Kind kind;
    private final Expression size;
    private final Expression slide;

    WithSize(Kind kind, Expression size, Expression slide) {
      this.kind = kind;
      this.size = size;
      this.slide = slide;
    }

    /** Slides a sliding window by {@code slide}. */
    public WithSize every(Expression newSlide) {
      return new WithSize(kind, size, newSlide);
    }

    public OnTime on(Expression timeField) {
      return new OnTime(kind, size, slide, timeField);
    }
  }

  /** A window on a time field, to be named. */
  public static final class OnTime {
    private final Kind kind;
    private final Expression size;
    private final Expression slide;
    private final Expression timeField;

    OnTime(Kind kind, Expression size, Expression slide, Expression timeField) {
      this.kind = kind;
      this.size = size;
      this.slide = slide;
      this.timeField = timeField;
    }

    public GroupWindow as(String alias) {
      return new GroupWindow(kind, size, slide, timeField, alias);
    }
  }
}

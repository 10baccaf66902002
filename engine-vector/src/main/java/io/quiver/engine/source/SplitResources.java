package io.quiver.engine.source;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one scan worker keeps open while it reads splits one after another, and closes when it
 * stops: a Parquet file read once per worker rather than once per row group (each open parses the
 * whole footer again). One worker, one instance; never shared between threads.
 */
public final class SplitResources implements AutoCloseable {
  /** Opens a resource. */
  public interface Opener<T extends AutoCloseable> {
    T open() throws IOException;
  }

  private final Map<Object, AutoCloseable> open = new LinkedHashMap<>();

  /** The resource kept under {@code key}, opened by {@code opener} the first time. */
  @SuppressWarnings("unchecked")
  public <T extends AutoCloseable> T get(Object key, Opener<T> opener) throws IOException {
    AutoCloseable resource = open.get(key);
    if (resource == null) {
      resource = opener.open();
      open.put(key, resource);
    }
    return (T) resource;
  }

  /** Closes every resource; the first failure is thrown once all were tried. */
  @Override
  public void close() {
    RuntimeException failure = null;
    for (AutoCloseable resource : open.values()) {
      try {
        resource.close();
      } catch (Exception e) {
        if (failure == null) {
          failure = new IllegalStateException("cannot close a scan's resource: " + e, e);
        } else {
          failure.addSuppressed(e);
        }
      }
    }
    open.clear();
    if (failure != null) {
      throw failure;
    }
  }
}

package io.quiver.jdbc;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import org.apache.calcite.avatica.AvaticaConnection;
import org.apache.calcite.avatica.ConnectionConfig;
import org.apache.calcite.avatica.proto.Common;
import org.apache.calcite.avatica.remote.AvaticaHttpClient;
import org.apache.calcite.avatica.remote.AvaticaHttpClientFactoryImpl;
import org.apache.calcite.avatica.remote.ProtobufTranslation;
import org.apache.calcite.avatica.remote.ProtobufTranslationImpl;
import org.apache.calcite.avatica.remote.RemoteProtobufService;
import org.apache.calcite.avatica.remote.Service;

/**
 * The protobuf service of a remote connection, speaking Avatica's wire names whatever this
 * driver's packages are called.
 *
 * <p>Avatica's protobuf envelope names each message by its Java class
 * ({@code org.apache.calcite.avatica.proto.Requests$OpenConnectionRequest}), and the all-in-one
 * jar relocates Avatica under {@code io.quiver.shaded}, so its client would send names no server
 * knows and find no parser for the server's answers. The canonical names come from the protobuf
 * descriptor's {@code java_package} option, which relocation leaves alone; unshaded they equal the
 * class names and nothing is renamed.
 */
public final class RemoteServiceFactory implements Service.Factory {
  /** The connection property under which Avatica looks for a service factory. */
  static final String PROPERTY = "factory";

  @Override
  public Service create(AvaticaConnection connection) {
    ConnectionConfig config = connection.config();
    AvaticaHttpClient client = AvaticaHttpClientFactoryImpl.getInstance().getClient(url(config), config, null);
    return new RemoteProtobufService(client, new WireNames(new ProtobufTranslationImpl()));
  }

  private static URL url(ConnectionConfig config) {
    try {
      return new URL(config.url());
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException("Not a server URL: " + config.url(), e);
    }
  }

  /** Renames the envelope's message name between this jar's packages and Avatica's own. */
  static final class WireNames implements ProtobufTranslation {
    private static final String LOCAL_PACKAGE = Common.class.getPackageName() + ".";
    private static final String WIRE_PACKAGE = Common.getDescriptor().getOptions().getJavaPackage() + ".";

    private final ProtobufTranslation delegate;

    WireNames(ProtobufTranslation delegate) {
      this.delegate = delegate;
    }

    @Override
    public byte[] serializeRequest(Service.Request request) throws IOException {
      return rename(delegate.serializeRequest(request), LOCAL_PACKAGE, WIRE_PACKAGE);
    }

    @Override
    public Service.Response parseResponse(byte[] bytes) throws IOException {
      return delegate.parseResponse(rename(bytes, WIRE_PACKAGE, LOCAL_PACKAGE));
    }

    @Override
    public byte[] serializeResponse(Service.Response response) throws IOException {
      return rename(delegate.serializeResponse(response), LOCAL_PACKAGE, WIRE_PACKAGE);
    }

    @Override
    public Service.Request parseRequest(byte[] bytes) throws IOException {
      return delegate.parseRequest(rename(bytes, WIRE_PACKAGE, LOCAL_PACKAGE));
    }

    private static byte[] rename(byte[] envelope, String from, String to) throws IOException {
      if (from.equals(to)) {
        return envelope;
      }
      Common.WireMessage message = Common.WireMessage.parseFrom(envelope);
      String name = message.getName();
      if (!name.startsWith(from)) {
        return envelope;
      }
      return message.toBuilder().setName(to + name.substring(from.length())).build().toByteArray();
    }
  }
}

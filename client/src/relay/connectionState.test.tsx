import { ConnectionMonitor } from './connectionState';
import { retryDelayMs } from './socket';

function monitorWithWindow() {
  const target = new EventTarget();
  const monitor = new ConnectionMonitor(target as unknown as Window);
  return { monitor, target };
}

describe('the connection state', () => {
  it('is connecting, then live, then offline when the socket drops, and live again after the retry', () => {
    const { monitor } = monitorWithWindow();
    expect(monitor.getState()).toBe('connecting');
    monitor.socketConnected();
    expect(monitor.getState()).toBe('live');

    monitor.socketClosed(1006);
    expect(monitor.getState()).toBe('offline');
    monitor.socketConnecting();
    expect(monitor.getState()).toBe('connecting');
    monitor.socketConnected();
    expect(monitor.getState()).toBe('live');
  });

  it('tells the dashboard when the server revoked the socket, and only then', () => {
    const { monitor } = monitorWithWindow();
    const revoked = jest.fn();
    monitor.onAccessRevoked(revoked);
    monitor.socketConnected();
    monitor.socketClosed(1006);
    monitor.socketClosed(1013);
    expect(revoked).not.toHaveBeenCalled();
    monitor.socketClosed(4403);
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(monitor.getState()).toBe('offline');
  });

  it('is offline as soon as the browser says so, and a socket idling on purpose is not a loss', () => {
    const { monitor, target } = monitorWithWindow();
    monitor.socketConnected();
    target.dispatchEvent(new Event('offline'));
    expect(monitor.getState()).toBe('offline');
    target.dispatchEvent(new Event('online'));
    expect(monitor.getState()).toBe('live');
    monitor.socketClosed(1000);
    expect(monitor.getState()).toBe('live');
  });
});

describe('the socket retry delay', () => {
  it('doubles from about a second and stops growing at about 30 seconds', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((retries) => retryDelayMs(retries, middle))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(retryDelayMs(20, () => 0)).toBe(22500);
    expect(retryDelayMs(20, () => 1)).toBe(37500);
  });
});

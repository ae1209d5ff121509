import type { WebSocket } from 'ws';

type Options = {
  /** Every socket is pinged this often, and dropped if it has not answered the previous ping by its next turn. */
  periodMs: number;
  /**
   * The sockets are split into this many groups, pinged one group at a time, evenly over the period. Pinging
   * thousands of sockets in one go is a syscall each and their pongs arrive together: tens of milliseconds in which
   * live events wait. A group at a time keeps each turn small.
   */
  groups: number;
};

/** Pings every socket it watches once a period, a group at a time, and drops a socket that stopped answering. */
export function startKeepAlive({ periodMs, groups }: Options) {
  const groupList = Array.from({ length: groups }, () => new Set<WebSocket>());
  const unanswered = new WeakSet<WebSocket>();
  let joined = 0;
  let turn = 0;

  function answered(this: WebSocket) {
    unanswered.delete(this);
  }

  const timer = setInterval(() => {
    for (const socket of groupList[turn]) {
      if (unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
    turn = (turn + 1) % groups;
  }, periodMs / groups);
  timer.unref();

  return {
    /** Watches `socket` until it closes; new sockets join the groups in turn so that the groups stay even. */
    watch(socket: WebSocket) {
      const group = groupList[joined++ % groups];
      group.add(socket);
      socket.on('pong', answered);
      socket.once('close', () => group.delete(socket));
    },
    stop: () => clearInterval(timer),
  };
}

/// The texts of `--help` and `--version`.
enum HelpText {
    static let version = "viper-auth 0.4.0"

    static let usageHint = "Run 'viper-auth --help' for usage."

    static let help = """
        viper-auth — step through OneWelcome-style authentication flows in a terminal:
        register (email and password, browser, two-step, one-time code, or a stateless
        session), create a PIN, log in through a PIN challenge, use a dashboard, log out.

        Usage:
          viper-auth [--home DIR] [--env dev|staging|prod] [--trace] [--no-color]
          viper-auth graph [--format mermaid|dot]
          viper-auth status [--home DIR] [--json]
          viper-auth push [--home DIR] --profile P (--message M [--wait S] | --otp)
          viper-auth browser [--home DIR] [--no-color] (URL | --code)
          viper-auth clock [advance DURATION | reset] [--home DIR]
          viper-auth faults [add 'METHOD /path' (--status CODE | --unreachable |
                            --slow SECONDS | --malformed) [--times N] | clear] [--home DIR]
          viper-auth simulate stolen-refresh-token --profile P [--home DIR]
          viper-auth --help | --version

        Options:
          --home DIR     Where state is kept. Default: $VIPER_AUTH_HOME, else
                         $XDG_STATE_HOME/viper-auth, else ~/.local/state/viper-auth.
          --env ENV      Session refresh policy: dev, staging or prod (default prod).
          --trace        Print each hop View -> Presenter -> Interactor -> Engine -> Presenter
                         -> Router on standard error (never a PIN, password or token).
          --no-color     Plain output. Colour is also off with NO_COLOR, TERM=dumb or a pipe.
          --format FMT   For graph: mermaid (default) or dot.
          --json         For status: one line of JSON (keys documented in docs/STATUS.md).
          --profile P    For push: a profile id or an account email.
          --message M    For push: the request to accept or deny in the app (one line of
                         text: no control characters such as escape or a line break).
          --wait S       For push: wait up to S seconds (at most 3600) and print accepted,
                         denied, expired or pending.
          --otp          For push: a one-time code request; prints the code to type in the app.
          --ttl S        For push: the request's time to live in seconds (default 120).

        clock, faults and simulate step through time, failures and attacks on one home
        (see docs/SIMULATION.md); status shows any clock offset and fault in force:
          clock advance DURATION   Move the home's clock forward (90s, 14m, 2h, 31d); the
                                   app, push, status and browser on that home all follow it.
          clock reset              Back to real time.
          faults add ROUTE KIND    Make the next request(s) to ROUTE fail: --status CODE
                                   (400-599), --unreachable, --slow SECONDS or --malformed;
                                   --times N (default 1) requests, then it is used up.
          simulate stolen-refresh-token
                                   Present the profile's last rotated-away refresh token, as
                                   a thief would; the server revokes the session.

        browser plays the web in a second terminal (use the app's --home):
          URL            The address the app printed for "Sign in through the browser": the
                         hosted login page asks for email and password (or offers "forgot
                         password" and "cancel") and prints the redirect to paste into the app.
                         An app-to-web address (https://web.viper-auth.local/sso?token=...):
                         prints who is signed in on the web (each address works once).
          --code         Sign in on the account page and print a one-time registration code
                         for Register -> "Register with a one-time code".

        Every prompt reads one line, so flows can be scripted: pipe the answers in.
        PINs and passwords are read with echo off on a terminal. An empty line at a PIN
        prompt cancels; end of input (Ctrl-D) cancels the current flow and exits.

        Demo accounts (created on first run; their passwords are public by design):
          ada@viper-auth.example     analytical-engine   Teacher in two schools
          grace@viper-auth.example   compiler-1952       Student

        Exit status:
          0    quit, or input ended (the current flow was cancelled, state intact)
          1    the home directory could not be used (the engine did not start); for push
               and status, also: no such profile, not enrolled for push, unreadable state;
               for browser: nothing was given (end of input, a used or expired link)
               for clock, faults and simulate: the home's simulation files could not be
               used; for simulate: no such profile or session, or no rotated token yet
          2    bad command line (for push, also a message holding control characters),
               or a URL browser does not serve
          3    push --wait: the request was denied
          4    push --wait: the request expired
          5    push --wait: no answer within S seconds (the request is still pending)
          130  interrupted (Ctrl-C); 143 terminated (the terminal is restored first)
        """
}

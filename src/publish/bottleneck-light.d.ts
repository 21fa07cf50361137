/**
 * `bottleneck/light.js` is the build of Bottleneck without Redis clustering that Octokit's plugins use; the
 * package types only its main entry, which has the same API.
 */
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
